import { addressOf } from '../../../shared/cart';
import type { PaymentOption } from '../../../shared/types';
import { Link, useStyles } from '../../app';
import type { OneClickPlan } from '../../ui/oneClickOrder';
import { PAYMENT_OPTION_LABELS } from '../../ui/paymentOptions';
import { oneClickCss } from './oneClickCss';
import type { OneClickCheckout as OneClick } from './useOneClickCheckout';

const TITLE_ID = 'cn-oneclick-title';
const MODE_NAMES = { pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside pickup' } as const;

/** What the order will use, in the words the checkout uses for each; only what is known is listed. */
function planRows({ values, slotLabel }: OneClickPlan): [string, string][] {
  const name = [values.first_name, values.last_name].filter(Boolean).join(' ');
  const { street, city, state_code, zipcode } = addressOf(values);
  const rows: [string, string | false][] = [
    [MODE_NAMES[values.mode], slotLabel ?? 'As soon as possible'],
    ['Payment', PAYMENT_OPTION_LABELS[values.payment as PaymentOption] ?? values.payment],
    ['Name', name],
    ['Phone', values.phone],
    ['Deliver to', values.mode === 'delivery' && `${street}, ${city}, ${state_code} ${zipcode}`],
    ['Car', values.mode === 'curbside' && values.vehicle],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * 000 §1 one-click-checkout's panel above Check out (useOneClickCheckout): what the order will use, Reserve now and
 * the way to change the details; after a refusal, the host's words and the full checkout. Nothing without a plan.
 */
export function OneClickCheckout({ oneClick }: { oneClick: OneClick }) {
  useStyles('oneclick', oneClickCss);
  const { plan, refusal, placing } = oneClick;
  if (refusal) {
    return (
      <div className="cn-alert cn-alert--error cn-oneclick__refusal" role="alert">
        <p>{refusal}</p>
        <button type="button" className="cn-btn cn-btn--secondary cn-btn--small" onClick={oneClick.openCheckout}>
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
      <dl className="cn-oneclick__plan">
        {planRows(plan).map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="cn-btn cn-btn--primary cn-btn--block" disabled={placing} aria-busy={placing} onClick={() => void oneClick.reserve()}>
        {placing ? 'Reserving…' : 'Reserve now'}
      </button>
      <Link to="/cart/checkout" className="cn-link-btn cn-oneclick__change" onClick={oneClick.keepDetails}>
        Change details
      </Link>
    </section>
  );
}
