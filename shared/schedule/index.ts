export { DEFAULT_IANA_TIME_ZONE, ianaTimeZone } from './ianaTimeZone';
export { zonedDateTime, wallTimeToInstant, addDays, weekdayOf, isoDate } from './zonedTime';
export { weeklySchedule, parseClock, isAlwaysClosed } from './weeklySchedule';
export type { ScheduleEntry } from './weeklySchedule';
export { formatClock } from './formatClock';
export { storeStatus } from './storeStatus';
export type { StoreStatus } from './storeStatus';
export { scheduleWindow } from './scheduleWindow';
