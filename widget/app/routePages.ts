import { lazyPage } from './kit/lazyPage';

// The routed pages, each loaded with its feature's chunk the first time a route shows it (the menu is in the
// first chunk: RouteView imports it directly). Features are reached only through their index.ts (DESIGN §2).

export const ProductPage = lazyPage(
  () => import('../features/product'),
  (m) => m.ProductPage,
);
export const SpecialsPage = lazyPage(
  () => import('../features/specials'),
  (m) => m.SpecialsPage,
);
export const SpecialPage = lazyPage(
  () => import('../features/specials'),
  (m) => m.SpecialPage,
);
export const BrandsPage = lazyPage(
  () => import('../features/brands'),
  (m) => m.BrandsPage,
);
export const BrandPage = lazyPage(
  () => import('../features/brands'),
  (m) => m.BrandPage,
);
export const StoreAboutPage = lazyPage(
  () => import('../features/store'),
  (m) => m.StoreAboutPage,
);
export const StoreReviewsPage = lazyPage(
  () => import('../features/store'),
  (m) => m.StoreReviewsPage,
);
export const DirectoryPage = lazyPage(
  () => import('../features/directory'),
  (m) => m.DirectoryPage,
);
export const ProductsPage = lazyPage(
  () => import('../features/lists'),
  (m) => m.ProductsPage,
);
export const CategoryPage = lazyPage(
  () => import('../features/categories'),
  (m) => m.CategoryPage,
);
export const LegalPage = lazyPage(
  () => import('../features/legal'),
  (m) => m.LegalPage,
);
export const CartPage = lazyPage(
  () => import('../features/cart'),
  (m) => m.CartPage,
);
export const ReplaceCartPage = lazyPage(
  () => import('../features/cart'),
  (m) => m.ReplaceCartPage,
);
export const CheckoutPage = lazyPage(
  () => import('../features/checkout'),
  (m) => m.CheckoutPage,
);
export const ReceiptPage = lazyPage(
  () => import('../features/reservations'),
  (m) => m.ReceiptPage,
);
export const ReservationsPage = lazyPage(
  () => import('../features/reservations'),
  (m) => m.ReservationsPage,
);
export const ReservationDetailPage = lazyPage(
  () => import('../features/reservations'),
  (m) => m.ReservationDetailPage,
);
export const ReservationReceiptPage = lazyPage(
  () => import('../features/reservations'),
  (m) => m.ReservationReceiptPage,
);
export const ReservationStorePage = lazyPage(
  () => import('../features/reservations'),
  (m) => m.ReservationStorePage,
);
export const InvoicePage = lazyPage(
  () => import('../features/reservations'),
  (m) => m.InvoicePage,
);
export const ReservationReviewPage = lazyPage(
  () => import('../features/reservations'),
  (m) => m.ReservationReviewPage,
);
export const CartAlertsPage = lazyPage(
  () => import('../features/reservations'),
  (m) => m.CartAlertsPage,
);
export const KioskThankYouPage = lazyPage(
  () => import('../features/kiosk'),
  (m) => m.KioskThankYouPage,
);
export const KioskGenericThankYouPage = lazyPage(
  () => import('../features/kiosk'),
  (m) => m.KioskGenericThankYouPage,
);
export const KioskLandingPage = lazyPage(
  () => import('../features/kiosk'),
  (m) => m.KioskLandingPage,
);
export const KioskSetupPage = lazyPage(
  () => import('../features/kiosk'),
  (m) => m.KioskSetupPage,
);
export const IdentificationPage = lazyPage(
  () => import('../features/identification'),
  (m) => m.IdentificationPage,
);
export const LoginPage = lazyPage(
  () => import('../features/account'),
  (m) => m.LoginPage,
);
export const ReviewFormPage = lazyPage(
  () => import('../features/reviews'),
  (m) => m.ReviewFormPage,
);
export const RegisterPage = lazyPage(
  () => import('../features/account'),
  (m) => m.RegisterPage,
);
export const ForgotPasswordPage = lazyPage(
  () => import('../features/account'),
  (m) => m.ForgotPasswordPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('../features/account'),
  (m) => m.ResetPasswordPage,
);
export const PasswordPage = lazyPage(
  () => import('../features/account'),
  (m) => m.PasswordPage,
);
export const ProfilePage = lazyPage(
  () => import('../features/account'),
  (m) => m.ProfilePage,
);
export const ProfileEditPage = lazyPage(
  () => import('../features/account'),
  (m) => m.ProfileEditPage,
);
export const ProfileSettingsPage = lazyPage(
  () => import('../features/account'),
  (m) => m.ProfileSettingsPage,
);
export const ProfilePasswordPage = lazyPage(
  () => import('../features/account'),
  (m) => m.ProfilePasswordPage,
);
export const ContactUsPage = lazyPage(
  () => import('../features/account'),
  (m) => m.ContactUsPage,
);
export const LogoutPage = lazyPage(
  () => import('../features/account'),
  (m) => m.LogoutPage,
);
export const AccountsOffPage = lazyPage(
  () => import('../features/account'),
  (m) => m.AccountsOffPage,
);
