import type { KnowMyselfProgressResponse } from '@contract/quiz.ts';
import { describe, expect, it } from 'vitest';
import { describeKnowMyself } from './know-myself-line.tsx';

type Entry = KnowMyselfProgressResponse['details'][number];
const entry = (detail: string, label: string, progress: Partial<Entry>): Entry => ({
  detail,
  label,
  timesAsked: 0,
  timesRight: 0,
  mastered: false,
  nextDue: null,
  ...progress,
});

describe('the Know Myself line on a learner’s dashboard card', () => {
  it('names what is known, then what is still being learnt, and leaves out details never asked', () => {
    const details = [
      entry('street', 'Address', { timesAsked: 3, timesRight: 3, mastered: true, nextDue: '2026-12-01' }),
      entry('parent1-phone', "Mum's number", { timesAsked: 2, timesRight: 2, mastered: true, nextDue: '2026-12-01' }),
      entry('postcode', 'Postcode', { timesAsked: 2, timesRight: 1, nextDue: '2026-11-25' }),
      entry('full-name', 'Whole name', {}),
    ];
    expect(describeKnowMyself({ details })).toBe("Knows: address, Mum's number. Still learning: postcode.");
  });

  it('says only what is still being learnt before anything is known', () => {
    const details = [entry('postcode', 'Postcode', { timesAsked: 1, timesRight: 1, nextDue: '2026-11-25' })];
    expect(describeKnowMyself({ details })).toBe('Still learning: postcode.');
  });

  it('says nothing before the first Know Myself answer', () => {
    expect(describeKnowMyself({ details: [entry('postcode', 'Postcode', {})] })).toBe('');
  });
});
