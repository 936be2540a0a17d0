import { DAY_NAMES, type DayName, type ModeHours, type WorkingHours } from '../../shared/types';
import type { Random } from './random';

export interface StoreHours {
  working_hours: WorkingHours[];
  pickup_hours: ModeHours[];
  delivery_hours: ModeHours[];
  curbside_hours: ModeHours[];
}

export type HoursStyle = 'regular' | 'late_night' | 'around_the_clock' | 'always_closed';

const hhmm = (h: number, m = 0): string => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

// Hours with closed days, late nights, and one store always closed: every schedule state of 000 §4 shows.
export function buildHours(random: Random, style: HoursStyle): StoreHours {
  const closedDays = new Set<DayName>();
  if (style === 'regular' && random.chance(0.35)) closedDays.add('sunday');
  if (style === 'regular' && random.chance(0.15)) closedDays.add('monday');
  const opens = random.pick([8, 9, 9, 10]);
  const closes = random.pick([20, 21, 21, 22]);
  const day = (d: DayName): { from: string | null; to: string | null } => {
    if (style === 'always_closed' || closedDays.has(d)) return { from: null, to: null };
    if (style === 'around_the_clock') return { from: '00:00', to: '23:59' };
    const weekend = d === 'friday' || d === 'saturday';
    if (style === 'late_night') return { from: hhmm(opens), to: weekend ? '23:59' : hhmm(23) };
    return { from: hhmm(d === 'sunday' ? opens + 1 : opens), to: hhmm(weekend ? closes + 1 : closes) };
  };
  const working = DAY_NAMES.map((d) => ({ d, ...day(d) }));
  const pickup_hours = working.map(({ d, from, to }) => ({ day: d, from, to }));
  // Delivery starts an hour later and ends an hour earlier than the counter.
  const delivery_hours = pickup_hours.map((h) => (h.from && h.to && style !== 'around_the_clock' ? { day: h.day, from: shift(h.from, 60), to: shift(h.to, -60) } : { ...h }));
  return {
    working_hours: working.map(({ d, from, to }) => ({ day: d, period: { from, to } })),
    pickup_hours,
    delivery_hours,
    curbside_hours: pickup_hours.map((h) => ({ ...h })),
  };
}

function shift(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = Math.min(23 * 60 + 59, Math.max(0, h * 60 + m + minutes));
  return hhmm(Math.floor(total / 60), total % 60);
}
