import { currencyForCountry, dollarsToCents, formatCurrency } from '../../../shared/money';
import type { PaymentOption, Store } from '../../../shared/types';
import { ModeIcon } from '../../ui/ModeIcon';
import type { Mode } from '../../ui/ModeIcon';
import { PAYMENT_LABELS, leadTimeText } from './storeLabels';

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
