import { currencyForCountry, dollarsToCents, formatCurrency } from '../../../shared/money';
import type { PaymentOption, Store } from '../../../shared/types';
import { PAYMENT_LABELS, leadTimeText } from './storeLabels';

type Mode = 'pickup' | 'delivery' | 'curbside';
const MODE_LABELS: Readonly<Record<Mode, string>> = { pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside' };

/** What each fulfilment mode offers: timing, minimums, fees and how the shopper can pay (000 §3 Store). */
export function StoreModes({ store }: { store: Store }) {
  const currency = currencyForCountry(store.country_code);
  const money = (dollars: number | null | undefined) => formatCurrency(dollarsToCents(dollars ?? null), { currency, wholeNumber: true });
  const freeOver = store.free_delivery_configs?.[0]?.cart_minimum;

  const facts = (mode: Mode): string[] => {
    const timing = store[`${mode}_timing`];
    const lines: string[] = [];
    const lead = leadTimeText(timing?.min_lead_time, timing?.max_lead_time);
    if (lead) lines.push(`Ready in ${lead}`);
    const minimum = mode === 'curbside' ? timing?.minimum_order : store[`${mode}_minimum`];
    if (minimum) lines.push(`${money(minimum)} minimum`);
    if (mode === 'delivery') {
      lines.push(store.delivery_fee_amount ? `${money(store.delivery_fee_amount)} delivery fee` : 'Free delivery');
      if (freeOver) lines.push(`Free delivery over ${money(freeOver)}`);
      if (store.delivery_radius) lines.push(`Within ${store.delivery_radius} miles`);
    }
    if ((mode === 'pickup' || mode === 'curbside') && store.pickup_id_required) lines.push('Bring a valid ID');
    if (mode === 'delivery' && store.delivery_id_required) lines.push('ID checked at the door');
    return lines;
  };

  return (
    <ul className="cn-modes">
      {(['pickup', 'delivery', 'curbside'] as const).map((mode) => {
        const offered = store[mode];
        const payments: readonly PaymentOption[] = store[`${mode}_payment_options`] ?? [];
        return (
          <li key={mode} className={`cn-mode${offered ? '' : ' cn-mode--off'}`}>
            <h3 className="cn-h3">
              <ModeIcon mode={mode} />
              {MODE_LABELS[mode]}
              {!offered && <span className="cn-mode__off">Not offered</span>}
            </h3>
            {offered && (
              <>
                <ul className="cn-mode__facts">
                  {facts(mode).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {payments.length > 0 && (
                  <p className="cn-mode__pay">
                    <span className="cn-muted">Pay with </span>
                    {payments.map((option) => PAYMENT_LABELS[option] ?? option).join(', ')}
                  </p>
                )}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function ModeIcon({ mode }: { mode: Mode }) {
  const paths: Record<Mode, string> = {
    pickup: 'M5 8h14l-1 12H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
    delivery: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01',
    curbside: 'M4 16V11l2-5h12l2 5v5M4 16h16M4 16v2M20 16v2M7 13h.01M17 13h.01',
  };
  return (
    <svg className="cn-mode__icon" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[mode]} />
    </svg>
  );
}
