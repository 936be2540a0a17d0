import { RETURN_TO_PARAM } from '../../shared/routes';
import type { RouteMatch } from '../../shared/routes';
import { ROUTES } from '../../shared/routes/routeTable';
import { useSignalValue } from '../state/useSignalValue';
import { BestSellersPage, StoreMenuPage } from '../features/menu';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundPage } from './kit/NotFoundPage';
import { useWidget } from './kit/WidgetContext';
import {
  ProductPage,
  SpecialsPage,
  SpecialPage,
  BrandsPage,
  BrandPage,
  StoreAboutPage,
  StoreReviewsPage,
  DirectoryPage,
  ProductsPage,
  CategoryPage,
  LegalPage,
  CartPage,
  ReplaceCartPage,
  CheckoutPage,
  ReceiptPage,
  ReservationsPage,
  ReservationDetailPage,
  ReservationReceiptPage,
  ReservationStorePage,
  InvoicePage,
  ReservationReviewPage,
  CartAlertsPage,
  KioskThankYouPage,
  KioskGenericThankYouPage,
  KioskSetupPage,
  KioskLandingPage,
  IdentificationPage,
  LoginPage,
  ReviewFormPage,
  RegisterPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  PasswordPage,
  ProfilePage,
  ProfileEditPage,
  ProfileSettingsPage,
  ProfilePasswordPage,
  ContactUsPage,
  LogoutPage,
  AccountsOffPage,
} from './routePages';

/** Starts loading the chunk of the page a route shows, before the first render (the boot route, 000 §2). */
export function preloadRoute(match: RouteMatch, storeId: number | null, mode: string): void {
  const page = pageToPreload(match.name, storeId, mode);
  page?.preload().catch(() => undefined);
}

function pageToPreload(name: RouteMatch['name'], storeId: number | null, mode: string) {
  switch (name) {
    case 'kioskLanding':
      if (mode === 'kiosk') return KioskLandingPage;
      return storeId !== null ? null : DirectoryPage;
    case 'root':
    case 'menu':
      return storeId !== null ? null : DirectoryPage;
    case 'storeProduct':
    case 'product':
    case 'brandProduct':
    case 'headlessProduct':
      return ProductPage;
    default:
      return null;
  }
}

const num = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/** The page for the current route (000 §2). */
export function RouteView() {
  const { router, storeId, embedded, config, session } = useWidget();
  const match = useSignalValue(router.match);
  if (!match) return <NotFoundPage />;
  if (!session.enabled) {
    if (isAccountRoute(match.name)) return <AccountsOffPage />;
    // 001 §1: with sign-in turned off every shopper is a guest, so checkout is the guest checkout.
    if (match.name === 'checkout') return <CheckoutPage guest />;
  }
  return renderRoute(match, { storeId, embedded, mode: config.mode });
}

/** The pages that need sign-in to exist (001 §2 account access and profile): /login, /register, /profile/*, …. */
function isAccountRoute(name: RouteMatch['name']): boolean {
  const { area, pattern } = ROUTES[name];
  return area === 'account' || area === 'profile' || pattern.startsWith('/profile/');
}

function renderRoute(match: RouteMatch, ctx: { storeId: number | null; embedded: boolean; mode: string }) {
  const { params, query } = match;
  const storeParam = num(params.storeId);
  switch (match.name) {
    case 'kioskLanding':
      // 000 §2 kiosk /landing: a kiosk's start page; under any other mode it is the menu, as it always was.
      if (ctx.mode === 'kiosk') return <KioskLandingPage />;
      if (ctx.storeId !== null) return <StoreMenuPage storeId={ctx.storeId} query={query} />;
      return <DirectoryPage params={{}} />;
    case 'root':
    case 'menu':
      if (ctx.storeId !== null) return <StoreMenuPage storeId={ctx.storeId} query={query} />;
      return <DirectoryPage params={{}} />;
    case 'store':
    case 'storeMenuById':
    case 'storeMenu':
    case 'storeMenuCategory':
      return <StoreMenuPage storeId={storeParam!} category={params.category ?? null} query={query} />;
    case 'storeAbout':
      return <StoreAboutPage storeId={storeParam!} />;
    case 'storeReviews':
      return <StoreReviewsPage storeId={storeParam!} />;
    case 'storeBestSellers':
      return <BestSellersPage storeId={storeParam!} />;
    case 'storeSpecials':
      return <SpecialsPage storeId={storeParam!} />;
    case 'storeSpecial':
      return <SpecialPage storeId={storeParam!} specialId={num(params.specialId)!} />;
    case 'storeProduct':
      return <ProductPage productId={num(params.productId)!} storeId={storeParam} query={query} />;
    case 'product':
    case 'brandProduct':
    case 'headlessProduct':
      return <ProductPage productId={num(params.productId)!} storeId={num(query.store_id) ?? ctx.storeId} query={query} />;
    case 'products':
      return <ProductsPage query={query} />;
    case 'stores':
    case 'directory':
    case 'dispensaries':
    case 'dispensariesCountry':
    case 'dispensariesState':
    case 'dispensariesCity':
    case 'dispensariesCoordinates':
      return <DirectoryPage params={params} />;
    case 'brands':
    case 'goldBrands':
      return <BrandsPage gold={match.name === 'goldBrands'} />;
    case 'brand':
      return <BrandPage brandId={num(params.brandId)!} />;
    case 'category':
      return <CategoryPage category={params.category} storeId={ctx.storeId} />;
    case 'collections':
      return <CategoryPage category={null} storeId={ctx.storeId} />;
    case 'terms':
    case 'brandsTerms':
    case 'dataTerms':
    case 'dispensaryTerms':
    case 'ada':
    case 'privacyPolicy':
    case 'doNotSell':
      return <LegalPage name={match.name} />;
    case 'maintenance':
      return <MaintenancePage />;
    case 'cart':
      return <CartPage />;
    case 'replaceCart':
      return <ReplaceCartPage />;
    case 'checkout':
    case 'guestCheckout':
      return <CheckoutPage guest={match.name === 'guestCheckout'} />;
    case 'guestReceipt':
      return <ReceiptPage reservationUuid={params.id} isRegistered={query.is_registered === 'true'} warning={query.warning_message ?? null} />;
    case 'reservations':
      return <ReservationsPage />;
    case 'reservation':
      return <ReservationDetailPage id={num(params.id)} warning={query.warning_message ?? null} />;
    case 'reservationReceipt':
      return <ReservationReceiptPage id={num(params.id)} />;
    case 'reservationStore':
      return <ReservationStorePage id={num(params.id)} />;
    case 'invoice':
      return <InvoicePage id={num(params.id)} />;
    case 'reservationReview':
      return <ReservationReviewPage reservationId={num(query.reservation_id)} rating={query.rating} />;
    case 'cartAlerts':
      return <CartAlertsPage />;
    case 'login':
      return <LoginPage returnTo={query[RETURN_TO_PARAM] ?? null} />;
    case 'logout':
      return <LogoutPage />;
    case 'reviewForm':
      return <ReviewFormPage productId={num(params.productId)!} query={query} />;
    case 'profileIdentification':
      return <IdentificationPage returnTo={query[RETURN_TO_PARAM] ?? null} />;
    case 'register':
      return <RegisterPage returnTo={query[RETURN_TO_PARAM]} reservationUuid={query.reservation_uuid ?? null} />;
    case 'forgotPassword':
      return <ForgotPasswordPage />;
    case 'resetPassword':
      return <ResetPasswordPage token={query.token ?? null} />;
    case 'password':
      return <PasswordPage />;
    case 'profile':
      return <ProfilePage linkedReservation={num(query.linked_reservation)} />;
    case 'profileEdit':
      return <ProfileEditPage />;
    case 'profileSettings':
      return <ProfileSettingsPage />;
    case 'profilePassword':
      return <ProfilePasswordPage />;
    case 'profileContactUs':
      return <ContactUsPage />;
    case 'cartThankYou':
      return <KioskThankYouPage reservationId={params.id} />;
    case 'kioskThankYou':
      return <KioskGenericThankYouPage />;
    case 'kioskSetup':
      return <KioskSetupPage />;
    default: {
      // Every route of 000 §2 and 001 §2 has its page: a route added to the table without one fails to compile here.
      const unrouted: never = match.name;
      return unrouted;
    }
  }
}
