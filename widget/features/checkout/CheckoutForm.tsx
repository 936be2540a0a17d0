import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { EMPTY_CHECKOUT_VALUES, addressOf, birthDateAsked, checkoutPayload, tipCents } from '../../../shared/cart';
import type { CheckoutValues } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import { maxCustomTip } from '../../../shared/pricing';
import type { ServerCart } from '../../../shared/cart';
import { centsToDollars } from '../../../shared/money';
import type { Store } from '../../../shared/types';
import { Link } from '../../app';
import { loadDeviceId } from '../../platform/deviceId';
import { checkoutExperiment } from '../../state/cart/checkoutExperiments';
import { useSignalValue } from '../../state/useSignalValue';
import { routeSearch, type useCartView } from '../../ui/useCartView';
import { AddressSection } from './AddressSection';
import { AgreementSection } from './AgreementSection';
import { ContactSection } from './ContactSection';
import { ModeSection, offeredModes } from './ModeSection';
import { OrderSummary } from './OrderSummary';
import { PaymentSection, paymentOptions } from './PaymentSection';
import { TimeSection } from './TimeSection';
import { TipSection, tipEnabled } from './TipSection';
import { loadCheckoutData, saveCheckoutData } from './checkoutData';
import { submitCheckout } from './submitCheckout';
import { useCheckoutForm } from './useCheckoutForm';

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

export function CheckoutForm({ guest, view }: { guest: boolean; view: View }) {
  const { widget, cart, remote, store, feeLabel } = view;
  const storage = widget.storage;
  const persist = useMemo(
    () => checkoutExperiment('persist_checkout_data', { storage, userId: loadDeviceId(storage), search: routeSearch(widget.router.path.peek()) }),
    [storage, widget],
  );
  const modes = offeredModes(store);
  const address = useSignalValue(cart.deliveryAddress) ?? remote.deliveryAddress;
  const checkingOut = useSignalValue(cart.model).checkingOut;
  const initialMode: ReservationMode = modes.includes(remote.reservationMode) ? remote.reservationMode : (modes[0] ?? 'pickup');
  const initial: CheckoutValues = {
    ...EMPTY_CHECKOUT_VALUES,
    ...(persist === 'on' ? loadCheckoutData(storage) : {}),
    ...(address ?? {}),
    mode: initialMode,
    payment: paymentOptions(store, initialMode)[0] ?? '',
  };
  // 000 §3: a store that requires a birth date or sells only from an age asks every shopper for one.
  const asksBirthDate = birthDateAsked(store);
  const tipMax = maxCustomTip(store.tip_settings?.variant ?? 'dollar', remote.discountedSubtotalCents);
  const context = useMemo(() => ({ guest, birthDateRequired: asksBirthDate, agreementRequired: store.require_checkout_agreement, tipMax }), [guest, store, asksBirthDate, tipMax]);
  const form = useCheckoutForm(initial, context);
  const { values } = form;
  const [modeBusy, setModeBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submitting = useRef(false);
  const [now] = useState(() => Date.now());
  const blocked = values.mode === 'delivery' && (remote.deliveryStatus === 'outside_area' || remote.deliveryStatus === 'below_minimum');
  const idRequired = values.mode === 'delivery' ? store.delivery_id_required : store.pickup_id_required;

  const changeMode = async (mode: ReservationMode) => {
    form.set('mode', mode);
    if (!paymentOptions(store, mode).includes(values.payment as never)) form.set('payment', paymentOptions(store, mode)[0] ?? '');
    setModeBusy(true);
    // 001 §4: changing the reservation mode updates the server, then reloads the totals.
    await cart.setMode(mode);
    const typed = addressOf(values);
    if (mode === 'delivery' && typed.street && /^\d{5}$/.test(typed.zipcode)) await cart.saveDeliveryAddress(typed);
    setModeBusy(false);
  };
  const commitTip = (tip: string, custom: string) => {
    const variant = store.tip_settings?.variant ?? 'dollar';
    const tipValue = tipCents({ tip, tipCustom: custom }, variant, remote.discountedSubtotalCents);
    void cart.setTip(centsToDollars(tipValue));
  };
  const submit = async () => {
    if (submitting.current) return;
    if (!form.valid || blocked) {
      form.showAll();
      return;
    }
    submitting.current = true;
    setError(null);
    const payload = checkoutPayload(values, { cartUuid: remote.uuid, expectedTotal: centsToDollars(remote.orderTotalCents), guest });
    const outcome = await submitCheckout(widget, payload, remote, guest);
    submitting.current = false;
    if (outcome.ok) {
      if (persist === 'on' && guest) saveCheckoutData(storage, values);
      widget.router.navigate(outcome.path);
      return;
    }
    if (outcome.validations) form.setServerErrors(outcome.validations);
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
          <h1 className="cn-h1">{guest ? 'Guest checkout' : 'Checkout'}</h1>
          <Link to="/cart">Back to bag</Link>
        </div>
        <Step n={++step} title="How would you like it?">
          <ModeSection store={store} mode={values.mode} busy={modeBusy || checkingOut} onChange={changeMode} />
          {values.mode === 'delivery' && <AddressSection form={form} cart={cart} remote={remote} http={widget.http} store={store} />}
          <TimeSection form={form} store={store} mode={values.mode} now={now} />
        </Step>
        {(guest || asksBirthDate) && (
          <Step n={++step} title="Your details">
            <ContactSection form={form} guest={guest} birthDate={asksBirthDate} />
          </Step>
        )}
        {tipEnabled(store, values.mode) && (
          <Step n={++step} title="Add a tip">
            <TipSection form={form} store={store} onCommit={commitTip} />
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
          <div className="cn-submit">
            {error && (
              <div className="cn-alert cn-alert--error" role="alert">
                <p>{error}</p>
              </div>
            )}
            {remote.unavailable.length > 0 && (
              <div className="cn-alert" role="status">
                <p>Some items are no longer available.</p>
                <button type="button" className="cn-btn cn-btn--small cn-btn--secondary" onClick={() => void cart.removeUnavailable().then(() => setError(null))}>
                  Remove them
                </button>
              </div>
            )}
            <button type="submit" className="cn-btn cn-btn--primary cn-btn--block" disabled={!form.valid || blocked || checkingOut || modeBusy || remote.unavailable.length > 0}>
              {checkingOut ? (
                <>
                  <span className="cn-spinner" aria-hidden="true" /> Placing your order…
                </>
              ) : (
                'Place order'
              )}
            </button>
            {!form.valid && !checkingOut && (
              <p className="cn-muted" style={{ fontSize: 13, textAlign: 'center' }}>
                Fill in the required details to place your order.
              </p>
            )}
          </div>
        </section>
      </aside>
    </form>
  );
}
