/** The time source services use, so tests move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The calendar day ("2026-11-25") AT falls on in the server's own time zone. */
export function calendarDay(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
