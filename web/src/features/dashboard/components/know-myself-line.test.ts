import type { KnowMyselfProgressResponse } from '@contract/quiz.ts';
import { describe, expect, it } from 'vitest';
import { describeKnowMyself, localDay } from './know-myself-line.tsx';

type Entry = KnowMyselfProgressResponse['details'][number];
const TODAY = '2026-11-25';
const entry = (detail: string, label: string, progress: Partial<Entry>): Entry => ({
  detail,
  label,
  timesAsked: 0,
  timesRight: 0,
  mastered: false,
  status: 'not-asked',
  lastAsked: null,
  nextDue: null,
  ...progress,
});

describe('the Know Myself line on a learner’s dashboard card', () => {
  it('says what "knows" means: right on two different days; right once is one more day from it', () => {
    const details = [
      entry('street', 'Address', { timesAsked: 3, timesRight: 3, mastered: true, status: 'known', lastAsked: TODAY }),
      entry('parent1-phone', "Mum's number", { timesAsked: 2, timesRight: 2, mastered: true, status: 'known' }),
      entry('town', 'Town', { timesAsked: 1, timesRight: 1, status: 'right-once', lastAsked: TODAY }),
      entry('postcode', 'Postcode', { timesAsked: 2, timesRight: 1, status: 'learning', lastAsked: TODAY }),
      entry('full-name', 'Whole name', {}),
    ];
    expect(describeKnowMyself({ details }, TODAY)).toBe(
      "Knows (right on two different days): address, Mum's number. Right today — one more day to be sure: town. Still learning: postcode.",
    );
  });

  it('says "right once" for a detail right on an earlier day and not asked since', () => {
    const details = [
      entry('postcode', 'Postcode', { timesAsked: 1, timesRight: 1, status: 'right-once', lastAsked: '2026-11-20' }),
    ];
    expect(describeKnowMyself({ details }, TODAY)).toBe('Right once — one more day to be sure: postcode.');
  });

  it('says nothing before the first Know Myself answer', () => {
    expect(describeKnowMyself({ details: [entry('postcode', 'Postcode', {})] }, TODAY)).toBe('');
  });

  it('reads today in the parent’s own calendar', () => {
    expect(localDay(new Date(2026, 10, 5, 23, 30))).toBe('2026-11-05');
  });
});
