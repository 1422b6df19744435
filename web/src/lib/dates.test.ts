import { describe, expect, it } from 'vitest';
import { formatCompletedAt, formatLongDay, formatWeekStart } from './dates.ts';

// Built from the reader's own clock fields, so the checks hold in any time zone the tests run in.
const local = (month: number, day: number, hour = 12, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();

describe('dates as a British parent reads them', () => {
  it('puts the day before the month, with the time in the afternoon as pm', () => {
    expect(formatCompletedAt(local(11, 22, 15, 4))).toBe('22 Nov 2026 at 3:04 pm');
    expect(formatCompletedAt(local(12, 27, 9, 30))).toBe('27 Dec 2026 at 9:30 am');
  });

  it('writes the month in full for the day a plan renews or ends', () => {
    expect(formatLongDay(local(12, 27))).toBe('27 December 2026');
  });

  it('labels a chart’s week by its first day, counted in UTC as the server counts weeks', () => {
    expect(formatWeekStart('2026-11-16T00:00:00.000Z')).toBe('16 Nov');
  });
});
