import { describe, expect, it } from 'vitest';
import { dayIn, isTimeZone, starsFor, starsForScore, streakDays } from './rewards.ts';

describe('stars for a finished quiz', () => {
  it('gives three stars from 80 %, two from 60 %, and one for finishing at all', () => {
    expect([100, 80, 79, 60, 59, 40, 0].map(starsFor)).toEqual([3, 3, 2, 2, 1, 1, 1]);
  });

  it('counts from the score, rounding as the results do', () => {
    expect(starsForScore(4, 5)).toBe(3);
    expect(starsForScore(3, 5)).toBe(2);
    expect(starsForScore(0, 5)).toBe(1);
    expect(starsForScore(0, 0)).toBe(1);
  });
});

describe('days in a row', () => {
  it('counts consecutive days ending today', () => {
    expect(streakDays(['2026-11-23', '2026-11-24', '2026-11-25'], '2026-11-25')).toBe(3);
  });

  it('keeps yesterday’s run alive until a whole day passes without play', () => {
    expect(streakDays(['2026-11-23', '2026-11-24'], '2026-11-25')).toBe(2);
    expect(streakDays(['2026-11-23', '2026-11-24'], '2026-11-26')).toBe(0);
  });

  it('starts again after a gap, counting only the latest run', () => {
    expect(streakDays(['2026-11-20', '2026-11-21', '2026-11-24', '2026-11-25'], '2026-11-25')).toBe(2);
  });

  it('counts a day with several quizzes once, and crosses month ends', () => {
    expect(streakDays(['2026-10-31', '2026-11-01', '2026-11-01'], '2026-11-01')).toBe(2);
  });

  it('is nothing with no play', () => {
    expect(streakDays([], '2026-11-25')).toBe(0);
  });
});

describe('the child’s own calendar day', () => {
  it('reads the day in the given time zone', () => {
    const lateEvening = new Date('2026-11-25T23:30:00Z');
    expect(dayIn(lateEvening, 'Europe/London')).toBe('2026-11-25');
    expect(dayIn(lateEvening, 'Australia/Sydney')).toBe('2026-11-26');
    expect(dayIn(lateEvening, 'America/New_York')).toBe('2026-11-25');
  });

  it('knows a time zone name from anything else', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
