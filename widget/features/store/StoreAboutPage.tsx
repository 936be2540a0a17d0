import { formatCurrency, dollarsToCents } from '../../../shared/money';
import { formatClock, ianaTimeZone, parseClock, scheduleWindow, weeklySchedule } from '../../../shared/schedule';
import { DAY_NAMES } from '../../../shared/types';
import type { ModeHours, PaymentOption, Store, WorkingHours } from '../../../shared/types';
import { useStyles } from '../../app/useStyles';
import { useTitle } from '../../app/useTitle';
import { catalogCss, StoreHeader, storeHeaderCss, useStoreContext } from '../catalog';
import { storeCss } from './storeCss';

const PAYMENT_LABELS: Record<PaymentOption, string> = { cash: 'Cash', debit: 'Debit', credit: 'Credit card', pay_by_bank: 'Pay by bank', hosted_card: 'Card (online)', wallet: 'Wallet' };
const cap = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

function hoursText(from: string | null | undefined, to: string | null | undefined): string {
  const a = parseClock(from);
  const b = parseClock(to);
  return a === null || b === null ? 'Closed' : `${formatClock(a)} – ${formatClock(b)}`;
}

function HoursTable({ caption, rows }: { caption: string; rows: (WorkingHours | ModeHours)[] }) {
  return (
    <table className="cn-hours">
      <caption>{caption}</caption>
      <tbody>
        {DAY_NAMES.map((day) => {
          const row = rows.find((r) => r.day === day);
          const from = row && 'period' in row ? row.period.from : (row as ModeHours | undefined)?.from;
          const to = row && 'period' in row ? row.period.to : (row as ModeHours | undefined)?.to;
          return (
            <tr key={day}>
              <th scope="row">{cap(day)}</th>
              <td>{hoursText(from, to)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Store about (000 §2): hours, ordering schedule, fulfilment modes and payment options. */
export function StoreAboutPage({ storeId }: { storeId: number }) {
  useStyles('catalog', catalogCss + storeHeaderCss);
  useStyles('store', storeCss);
  const { store, paths, currency } = useStoreContext(storeId);
  useTitle(store ? `About ${store.name}` : null);
  if (!store || !paths) return <div className="cn-skel" style={{ height: 240 }} aria-busy="true" aria-label="Loading store" />;
  const modes = (['pickup', 'delivery', 'curbside'] as const).filter((mode) => store[mode]);
  return (
    <div>
      <StoreHeader store={store} paths={paths} current="about" />
      <div className="cn-about">
        <section className="cn-card cn-about__card" aria-labelledby="cn-about-hours">
          <h2 className="cn-h2" id="cn-about-hours">
            Hours
          </h2>
          <UpcomingWeek store={store} />
          {store.delivery && store.delivery_hours?.length > 0 && <HoursTable caption="Delivery hours" rows={store.delivery_hours} />}
        </section>
        <section className="cn-card cn-about__card" aria-labelledby="cn-about-order">
          <h2 className="cn-h2" id="cn-about-order">
            Ordering
          </h2>
          <ul className="cn-about__list">
            {modes.map((mode) => {
              const timing = store[`${mode}_timing`];
              const minimum = mode === 'delivery' ? store.delivery_minimum : mode === 'pickup' ? store.pickup_minimum : 0;
              return (
                <li key={mode}>
                  <strong>{cap(mode)}</strong>
                  <span className="cn-muted">
                    {timing ? `Ready in ${timing.min_lead_time}–${timing.max_lead_time} min` : ''}
                    {minimum ? ` · ${formatCurrency(dollarsToCents(minimum), { currency })} minimum` : ''}
                    {mode === 'delivery' && store.delivery_fee_amount ? ` · ${formatCurrency(dollarsToCents(store.delivery_fee_amount), { currency })} fee` : ''}
                  </span>
                  <span className="cn-muted">Payment: {(store[`${mode}_payment_options`] ?? []).map((p) => PAYMENT_LABELS[p] ?? p).join(', ') || 'At the store'}</span>
                </li>
              );
            })}
          </ul>
        </section>
        <section className="cn-card cn-about__card" aria-labelledby="cn-about-visit">
          <h2 className="cn-h2" id="cn-about-visit">
            Visit
          </h2>
          <p>{store.full_address || `${store.address}, ${store.city}, ${store.state} ${store.zip}`}</p>
          {store.phone && (
            <p>
              <a href={`tel:${store.phone}`}>{store.phone}</a>
            </p>
          )}
          {store.description && <p className="cn-muted cn-about__desc">{store.description}</p>}
          <p className="cn-about__flags">
            {store.store_options?.accessible && <span className="cn-chip">Wheelchair accessible</span>}
            {store.current_deals?.map((deal) => (
              <span key={deal} className="cn-chip">
                {deal}
              </span>
            ))}
          </p>
        </section>
      </div>
    </div>
  );
}

/** 000 §4: the ordering schedule for the next 7 days, starting today in the store's zone. */
function UpcomingWeek({ store }: { store: Store }) {
  const days = scheduleWindow(weeklySchedule(store.working_hours), Date.now(), ianaTimeZone(store.time_zone_identifier));
  return (
    <table className="cn-hours">
      <caption>Next 7 days</caption>
      <tbody>
        {days.map((day) => (
          <tr key={day.date} className={day.is_today ? 'cn-hours__today' : undefined}>
            <th scope="row">{day.is_today ? 'Today' : cap(day.day)}</th>
            <td>{day.closed_all_day ? 'Closed' : `${day.formatted_opening_time} – ${day.formatted_closing_time}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
