import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { idRequiredFor, savableAddress, tipCents } from '../../../shared/cart';
import type { CheckoutValues } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import { guestContactPolicy } from '../../../shared/fulfilment';
import type { ServerCart } from '../../../shared/cart';
import { centsToDollars } from '../../../shared/money';
import type { Store } from '../../../shared/types';
import { Link } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { OrderMinimumNotices } from '../../ui/OrderMinimumNotices';
import type { useCartView } from '../../ui/useCartView';
import { IdRequiredNotice } from './AccountNotices';
import { AddressSection } from './AddressSection';
import { AgreementSection } from './AgreementSection';
import { ContactSection } from './ContactSection';
import { CurbsideSection } from './CurbsideSection';
import { ModeSection } from './ModeSection';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { MINIMUM_NOTICE_ID, SubmitPanel } from './SubmitPanel';
import { TimeSection } from './TimeSection';
import { TipSection, tipEnabled } from './TipSection';
import { loadCheckoutData, saveCheckoutData } from './checkoutData';
import { useCheckoutForm } from './useCheckoutForm';
import { useCheckoutTracking } from './useCheckoutTracking';
import { useIdRequirement } from './useIdRequirement';
import { useSignInGate } from './useSignInGate';
import { useTimeOffer } from './useTimeOffer';
import { clearDraft, draftStorage, loadDraft, saveDraft } from '../../ui/checkoutDraft';
import { checkoutContext, orderBlockers, orderPayload } from '../../ui/checkoutRules';
import { initialCheckoutValues } from '../../ui/initialCheckoutValues';
import { paymentOptions } from '../../ui/paymentOptions';
import { submitCheckout } from '../../ui/submitCheckout';

type View = ReturnType<typeof useCartView> & { remote: ServerCart; store: Store };

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="cn-panel cn-step" aria-labelledby={`cn-step-${n}`}>
      <h2 id={`cn-step-${n}`} className="cn-step__title">
        <span className="cn-step__num" aria-hidden="true">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CheckoutForm({ guestRoute, view }: { guestRoute: boolean; view: View }) {
  const { widget, cart, remote, store, feeLabel } = view;
  const storage = widget.storage;
  // 001 §9 persist_checkout_data keeps a guest's contact details for next time; never on a kiosk, a tablet that
  // serves one shopper after another.
  const persist = useMemo(() => (widget.config.mode === 'kiosk' ? 'off' : widget.experiments.variant('persist_checkout_data')), [widget]);
  const drafts = draftStorage(widget);
  const signedIn = useSignalValue(widget.session.signedIn);
  // 000 §3 kiosk_anonymous_checkout: how a buyer without an account gives contact details here.
  const contactPolicy = guestContactPolicy(widget.config.mode, store.kiosk_anonymous_checkout);
  const gate = useSignInGate(widget.http, store, remote.uuid, signedIn, guestRoute, contactPolicy);
  const guest = gate.asGuest;
  const contact = guest ? contactPolicy : null;
  const address = useSignalValue(cart.deliveryAddress) ?? remote.deliveryAddress;
  const checkingOut = useSignalValue(cart.model).checkingOut;
  const [now] = useState(() => Date.now());
  const [initial] = useState(() =>
    initialCheckoutValues({
      store,
      remote,
      address,
      kept: persist === 'on' ? loadCheckoutData(storage) : {},
      draft: loadDraft(drafts, remote.uuid),
      now,
      appMode: widget.config.mode,
    }),
  );
  const context = useMemo(() => checkoutContext(store, remote, contact), [store, remote, contact]);
  const asksBirthDate = context.birthDateRequired;
  const spotMax = context.handover.spotMax;
  const tipMax = context.tipMax;
  const form = useCheckoutForm(initial, context);
  const { values } = form;
  useCheckoutTracking(widget, remote, values.mode, values.payment);
  const [modeBusy, setModeBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submitting = useRef(false);
  // 000 §3: a store closed now that takes no off-hours order offers no time; the button waits with it.
  const closed = useTimeOffer(store, values.mode, now, remote).closed;
  const { short, outsideArea, blocked } = orderBlockers(store, remote, values.mode, closed);
  const idRequired = idRequiredFor(store, values.mode);
  const id = useIdRequirement(widget.http, store, values.mode, signedIn);

  // Nothing typed is lost on the way to logging in, registering or adding an ID (checkoutDraft).
  useEffect(() => saveDraft(drafts, remote.uuid, values), [drafts, remote.uuid, values]);
  const syncMode = async (mode: ReservationMode, typed: CheckoutValues) => {
    setModeBusy(true);
    // 001 §4: changing the reservation mode updates the server, then reloads the totals.
    await cart.setMode(mode);
    const delivery = savableAddress(typed, store.country_code);
    if (mode === 'delivery' && delivery) await cart.saveDeliveryAddress(delivery);
    setModeBusy(false);
  };
  // A draft's mode the cart does not hold yet (the shopper chose it before leaving) goes to the server first.
  useEffect(() => {
    if (initial.mode !== remote.reservationMode) void syncMode(initial.mode, initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the values the form started from.
  }, []);

  const changeMode = async (mode: ReservationMode) => {
    form.set('mode', mode);
    if (!paymentOptions(store, mode).includes(values.payment as never)) form.set('payment', paymentOptions(store, mode)[0] ?? '');
    await syncMode(mode, values);
  };
  const commitTip = (tip: string, custom: string) => {
    const variant = store.tip_settings?.variant ?? 'dollar';
    const tipValue = tipCents({ tip, tipCustom: custom }, variant, remote.discountedSubtotalCents);
    void cart.setTip(centsToDollars(tipValue));
  };
  const submit = async () => {
    if (submitting.current) return;
    if (!form.valid || blocked || gate.blocked || id.missing.length > 0) {
      form.showAll();
      return;
    }
    submitting.current = true;
    setError(null);
    const wasSignedIn = widget.session.signedIn.peek();
    const outcome = await submitCheckout(widget, orderPayload(values, remote, contact, widget.config.mode), remote, guest);
    submitting.current = false;
    if (outcome.ok) {
      clearDraft(drafts);
      if (persist === 'on' && guest) saveCheckoutData(storage, values);
      widget.router.navigate(outcome.path);
      return;
    }
    if (outcome.idMissing?.length) id.refused(outcome.idMissing);
    if (outcome.validations) form.setServerErrors(outcome.validations);
    // A session that ended, or a store that takes no guests: the sign-in notice says it and offers the way on.
    if (outcome.signIn && (wasSignedIn || store.guest_checkout_setting === 'disabled')) {
      if (wasSignedIn) void gate.sessionEnded();
      return;
    }
    setError(outcome.message);
  };

  let step = 0;
  return (
    <form
      className="cn-checkout"
      noValidate
      aria-busy={checkingOut}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="cn-checkout__form">
        <div className="cn-cartpage__head">
          <h1 className="cn-h1">{guestRoute ? 'Guest checkout' : 'Checkout'}</h1>
          <Link to="/cart">Back to bag</Link>
        </div>
        <Step n={++step} title="How would you like it?">
          <ModeSection store={store} mode={values.mode} busy={modeBusy || checkingOut} onChange={changeMode} />
          {values.mode === 'curbside' && <CurbsideSection form={form} spotMax={spotMax} />}
          {values.mode === 'delivery' && <AddressSection form={form} cart={cart} remote={remote} http={widget.http} store={store} />}
          <div aria-live="polite">{id.missing.length > 0 && <IdRequiredNotice missing={id.missing} mode={values.mode} signedIn={signedIn} />}</div>
          <TimeSection form={form} store={store} mode={values.mode} now={now} cart={cart} />
        </Step>
        {((guest && contact !== 'none') || asksBirthDate) && (
          <Step n={++step} title="Your details">
            <ContactSection form={form} guest={guest && contact !== 'none'} optional={contact === 'optional'} birthDate={asksBirthDate} />
          </Step>
        )}
        {tipEnabled(store, values.mode) && (
          <Step n={++step} title="Add a tip">
            <TipSection form={form} store={store} max={tipMax} onCommit={commitTip} />
          </Step>
        )}
        <Step n={++step} title="Payment">
          <PaymentSection form={form} store={store} mode={values.mode} />
        </Step>
        {(idRequired || store.require_checkout_agreement) && (
          <Step n={++step} title="Before you order">
            <AgreementSection form={form} store={store} idRequired={idRequired} />
          </Step>
        )}
      </div>
      <aside className="cn-checkout__aside" aria-label="Order summary">
        <section className="cn-panel" aria-labelledby="cn-checkout-summary">
          <h2 id="cn-checkout-summary" className="cn-panel__title">
            Order summary{' '}
            <span className="cn-muted" style={{ fontSize: 13, fontWeight: 600 }}>
              {store.name}
            </span>
          </h2>
          <OrderSummary remote={remote} feeLabel={feeLabel} />
          <OrderMinimumNotices shortfalls={short} current={values.mode} currentId={MINIMUM_NOTICE_ID} />
          <SubmitPanel
            remote={remote}
            cart={cart}
            onErrorCleared={() => setError(null)}
            state={{
              error,
              signIn: gate.reason,
              idMissing: id.missing.length > 0,
              formValid: form.valid,
              closed,
              belowMinimum: short.length > 0,
              outsideArea,
              checkingOut,
              disabled: !form.valid || blocked || gate.blocked || id.missing.length > 0 || checkingOut || modeBusy || remote.unavailable.length > 0,
            }}
          />
        </section>
      </aside>
    </form>
  );
}
