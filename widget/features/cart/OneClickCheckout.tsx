import { useMemo, useRef, useState } from 'react';
import type { ServerCart } from '../../../shared/cart';
import { addressOf } from '../../../shared/cart';
import type { PaymentOption, Store } from '../../../shared/types';
import { Link, useFlag, useStyles, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { clearDraft, draftStorage, loadDraft, saveDraft } from '../../ui/checkoutDraft';
import { checkoutFunnel } from '../../ui/checkoutFunnel';
import { oneClickPlan, type OneClickPlan } from '../../ui/oneClickPlan';
import { PAYMENT_OPTION_LABELS } from '../../ui/paymentOptions';
import { submitCheckout } from '../../ui/submitCheckout';
import { oneClickCss } from './oneClickCss';
import { useLastReservation } from './useLastReservation';

const TITLE_ID = 'cn-oneclick-title';
const MODE_NAMES = { pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside pickup' } as const;

/** What the order will use, in the words the checkout uses for each. */
function PlanSummary({ plan }: { plan: OneClickPlan }) {
  const { values } = plan;
  const name = [values.first_name, values.last_name].filter(Boolean).join(' ');
  const address = addressOf(values);
  const rows: [string, string][] = [
    [MODE_NAMES[values.mode], plan.slotLabel ?? 'As soon as possible'],
    ['Payment', PAYMENT_OPTION_LABELS[values.payment as PaymentOption] ?? values.payment],
    ...(name ? [['Name', name] as [string, string]] : []),
    ...(values.phone ? [['Phone', values.phone] as [string, string]] : []),
    ...(values.mode === 'delivery' ? [['Deliver to', `${address.street}, ${address.city}, ${address.state_code} ${address.zipcode}`] as [string, string]] : []),
    ...(values.mode === 'curbside' ? [['Car', values.vehicle] as [string, string]] : []),
  ];
  return (
    <dl className="cn-oneclick__plan">
      {rows.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 000 §1 one-click-checkout: above Check out, a signed-in shopper whose saved details are complete for the cart's
 * mode (ui/oneClickPlan, the checkout form's own rules) reserves with one button, through the checkout's own submit
 * (ui/submitCheckout: the `checkout` message, `purchase`, the receipt). A refusal says the host's words and opens
 * the full checkout with the same details; the bag keeps everything. Anyone else sees nothing here.
 */
export function OneClickCheckout({ store, remote, onNavigate }: { store: Store | null; remote: ServerCart; onNavigate?: () => void }) {
  useStyles('oneclick', oneClickCss);
  const widget = useWidget();
  const flagOn = useFlag('one-click-checkout');
  const signedIn = useSignalValue(widget.session.signedIn);
  const user = useSignalValue(widget.session.user);
  const cartAddress = useSignalValue(widget.cart.deliveryAddress) ?? remote.deliveryAddress;
  const checkingOut = useSignalValue(widget.cart.model).checkingOut;
  const last = useLastReservation(widget.http, flagOn && signedIn && widget.config.mode !== 'kiosk');
  const [now] = useState(() => Date.now());
  const [refusal, setRefusal] = useState<string | null>(null);
  const placing = useRef(false);
  const drafts = draftStorage(widget);
  const plan = useMemo(() => {
    if (!flagOn || !signedIn || !user || !store || last === undefined) return null;
    const saved = { user, last, draft: loadDraft(drafts, remote.uuid), address: cartAddress };
    return oneClickPlan({ store, remote, now, appMode: widget.config.mode, saved });
  }, [flagOn, signedIn, user, store, last, drafts, remote, cartAddress, now, widget.config.mode]);

  const toCheckout = (values: OneClickPlan['values'] | null) => {
    if (values) saveDraft(drafts, remote.uuid, values);
    onNavigate?.();
    widget.router.navigate('/cart/checkout');
  };
  const reserve = async (chosen: OneClickPlan) => {
    // One reservation per click, however often the button is pressed while it is placed.
    if (placing.current) return;
    placing.current = true;
    setRefusal(null);
    for (const step of checkoutFunnel(widget, remote, chosen.values.mode, chosen.values.payment)) if (step.key !== null) widget.analytics.track(step.event, step.params());
    const outcome = await submitCheckout(widget, chosen.payload, remote, false);
    if (outcome.ok) {
      clearDraft(drafts);
      onNavigate?.();
      widget.router.navigate(outcome.path);
      return;
    }
    // The full checkout opens with these details, whether from the refusal's button or Check out.
    saveDraft(drafts, remote.uuid, chosen.values);
    placing.current = false;
    setRefusal(outcome.message);
  };

  if (refusal) {
    return (
      <div className="cn-alert cn-alert--error cn-oneclick__refusal" role="alert">
        <p>{refusal}</p>
        <button type="button" className="cn-btn cn-btn--secondary cn-btn--small" onClick={() => toCheckout(null)}>
          Continue to full checkout
        </button>
      </div>
    );
  }
  if (!plan) return null;
  return (
    <section className="cn-oneclick" aria-labelledby={TITLE_ID}>
      <h3 id={TITLE_ID} className="cn-oneclick__title">
        Reserve in one click
      </h3>
      <PlanSummary plan={plan} />
      <button type="button" className="cn-btn cn-btn--primary cn-btn--block" disabled={checkingOut} aria-busy={checkingOut} onClick={() => void reserve(plan)}>
        {checkingOut ? 'Reserving…' : 'Reserve now'}
      </button>
      <Link
        to="/cart/checkout"
        className="cn-link-btn cn-oneclick__change"
        onClick={(event) => {
          event.preventDefault();
          toCheckout(plan.values);
        }}
      >
        Change details
      </Link>
    </section>
  );
}
