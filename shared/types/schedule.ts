import type { DayName } from './catalog';

/** 000 §3: working_hours entries are a day plus a period. */
export interface WorkingHours {
  day: DayName;
  period: { from: string | null; to: string | null };
}

/** 000 §3: per-mode hours: lowercase day name and from/to as HH:MM (null = closed that day). */
export interface ModeHours {
  day: DayName;
  from: string | null;
  to: string | null;
}

/** 000 §3, 001 §3 Schedule day. */
export interface ScheduleDay {
  day: DayName;
  opening_time: string | null;
  closing_time: string | null;
  closed_all_day: boolean;
  formatted_opening_time: string | null;
  formatted_closing_time: string | null;
}
