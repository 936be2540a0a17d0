// Made on first use, not at module load: creating a DateTimeFormat costs milliseconds the widget's boot need not pay.
let format: Intl.DateTimeFormat | null = null;

// Minutes after midnight → '9:00 AM'. A wall time needs no zone, so it is formatted as UTC.
// Newer ICU puts a narrow no-break space before AM/PM; a plain space keeps the text predictable.
export function formatClock(minutes: number): string {
  format ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return format.format(Date.UTC(2000, 0, 1) + (minutes % 1440) * 60_000).replace(/\s/g, ' ');
}
