// One date style across the product, as British parents write it: "25 Nov 2026 at 3:04 pm", "27
// December 2026" where a plan's end is told, and "Week of 16 Nov" on charts.
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hour12: true });
// Weeks are counted in UTC on the server (Monday 00:00 UTC), so their labels are read in UTC too.
const WEEK_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "22 Nov 2026 at 3:04 pm", in the reader's own time zone. */
export function formatCompletedAt(iso: string): string {
  const date = new Date(iso);
  return `${DATE.format(date)} at ${TIME.format(date).toLowerCase()}`;
}

/** "27 December 2026": the day a plan renews or ends, in the reader's own time zone. */
export function formatLongDay(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

/** "16 Nov", the first day of a chart's week. */
export function formatWeekStart(iso: string): string {
  return WEEK_DAY.format(new Date(iso));
}
