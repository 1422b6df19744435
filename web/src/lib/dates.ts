const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** SPEC section 2: "Nov 22, 2026 at 3:04 pm", in the reader's own time zone. */
export function formatCompletedAt(iso: string): string {
  const date = new Date(iso);
  return `${DATE.format(date)} at ${TIME.format(date).toLowerCase()}`;
}
