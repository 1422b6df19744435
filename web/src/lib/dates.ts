// One date style across the product: "Nov 25, 2026 at 3:04 pm", and "Week of Nov 16" on charts.
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
// Weeks are counted in UTC on the server (Monday 00:00 UTC), so their labels are read in UTC too.
const WEEK_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 22, 2026 at 3:04 pm", in the reader's own time zone. */
export function formatCompletedAt(iso: string): string {
  const date = new Date(iso);
  return `${DATE.format(date)} at ${TIME.format(date).toLowerCase()}`;
}

/** "Nov 22, 2026", in the reader's own time zone. */
export function formatDay(iso: string): string {
  return DATE.format(new Date(iso));
}

/** "Nov 16", the first day of a chart's week. */
export function formatWeekStart(iso: string): string {
  return WEEK_DAY.format(new Date(iso));
}
