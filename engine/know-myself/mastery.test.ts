import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import { generateQuiz } from '../generate-quiz.ts';
import { knowMyselfDetails, knowMyselfProgressView } from '../know-myself.ts';
import { createRandom } from '../random.ts';
import { validateQuestion } from '../validate-question.ts';
import { familyChild } from './families.fixture.ts';
import {
  addDays,
  type DetailProgress,
  OFTEN_REVIEW_INTERVALS,
  planKnowMyself,
  REVIEW_SIZE,
  updateProgress,
} from './mastery.ts';

const DAY_1 = '2026-11-02';
const details = [
  { detail: 'street', mustAsk: true, reviewOften: true },
  { detail: 'parent1-phone', mustAsk: true, reviewOften: true },
  { detail: 'health:3f9a1c', mustAsk: true },
  { detail: 'school', mustAsk: false },
  { detail: 'pet', mustAsk: false },
];

function progressOf(progress: DetailProgress[], detail: string): DetailProgress {
  const entry = progress.find((candidate) => candidate.detail === detail);
  if (!entry) throw new Error(`no progress for ${detail}`);
  return entry;
}

function plannedKeys(progress: DetailProgress[], today: string): string[] {
  const plan = planKnowMyself(details, progress, today);
  return [...plan.missed, ...plan.mustAsk, ...plan.review, ...plan.due, ...plan.fresh];
}

describe('mastery', () => {
  it('asks every detail while nothing is known, must-ask ones first, health needs first of all', () => {
    const plan = planKnowMyself(details, [], DAY_1);
    expect(plan).toEqual({
      missed: [],
      mustAsk: ['health:3f9a1c', 'street', 'parent1-phone'],
      review: [],
      due: [],
      fresh: ['school', 'pet'],
      allKnown: false,
    });
  });

  it('brings a missed detail back in the next quiz, and again until right on two different days', () => {
    let progress = updateProgress([], [{ detail: 'school', correct: false }], DAY_1);
    expect(planKnowMyself(details, progress, DAY_1).missed).toEqual(['school']);
    progress = updateProgress(progress, [{ detail: 'school', correct: true }], DAY_1);
    progress = updateProgress(progress, [{ detail: 'school', correct: true }], DAY_1);
    expect(progressOf(progress, 'school')).toMatchObject({ timesAsked: 3, timesRight: 2, mastered: false });
    expect(plannedKeys(progress, DAY_1)).toContain('school');
    const day2 = addDays(DAY_1, 1);
    progress = updateProgress(progress, [{ detail: 'school', correct: true }], day2);
    expect(progressOf(progress, 'school')).toMatchObject({ mastered: true, nextDue: addDays(day2, 3) });
    expect(plannedKeys(progress, day2)).not.toContain('school');
  });

  it('brings a mastered detail back after 3, then 7, then 14 days, and only then', () => {
    for (const detail of ['school', 'health:3f9a1c']) {
      let progress = updateProgress([], [{ detail, correct: true }], DAY_1);
      let today = addDays(DAY_1, 1);
      progress = updateProgress(progress, [{ detail, correct: true }], today);
      for (const gap of [3, 7, 14, 14]) {
        expect(progressOf(progress, detail).nextDue).toBe(addDays(today, gap));
        expect(plannedKeys(progress, addDays(today, gap - 1)), `${gap - 1} days on`).not.toContain(detail);
        today = addDays(today, gap);
        expect(plannedKeys(progress, today)).toContain(detail);
        progress = updateProgress(progress, [{ detail, correct: true }], today);
      }
    }
  });

  it('reviews a known address and number after 1, 2, then every 3 days, in every quiz that can hold them', () => {
    expect(OFTEN_REVIEW_INTERVALS).toEqual([1, 2, 3]);
    let progress = updateProgress([], [{ detail: 'street', correct: true }], DAY_1);
    let today = addDays(DAY_1, 1);
    progress = updateProgress(progress, [{ detail: 'street', correct: true }], today);
    expect(progressOf(progress, 'street').mastered).toBe(true);
    for (const gap of [1, 2, 3, 3, 3]) {
      if (gap > 1) expect(plannedKeys(progress, addDays(today, gap - 1)), `${gap - 1} days on`).not.toContain('street');
      today = addDays(today, gap);
      expect(planKnowMyself(details, progress, today).review).toContain('street');
      progress = updateProgress(progress, [{ detail: 'street', correct: true }], today);
    }
  });

  it('asks a detail missed last time first, ahead of every must-ask one, until it is right again', () => {
    let progress = updateProgress([], [{ detail: 'street', correct: true }], DAY_1);
    progress = updateProgress(progress, [{ detail: 'street', correct: true }], addDays(DAY_1, 1));
    const review = addDays(DAY_1, 4);
    progress = updateProgress(progress, [{ detail: 'street', correct: false }], review);
    progress = updateProgress(progress, [{ detail: 'pet', correct: false }], review);
    expect(progressOf(progress, 'street')).toMatchObject({ mastered: false, rightDays: [], nextDue: review });
    const next = addDays(review, 3);
    expect(plannedKeys(progress, next).slice(0, 2)).toEqual(['street', 'pet']);
    progress = updateProgress(progress, [{ detail: 'street', correct: true }], next);
    expect(planKnowMyself(details, progress, next).missed).toEqual(['pet']);
    expect(planKnowMyself(details, progress, next).mustAsk).toContain('street');
  });

  it('says so when every detail is known and none is due, and asks a short review', () => {
    let progress: DetailProgress[] = [];
    const answers = details.map(({ detail }) => ({ detail, correct: true }));
    progress = updateProgress(progress, answers, DAY_1);
    progress = updateProgress(progress, answers, addDays(DAY_1, 1));
    const plan = planKnowMyself(details, progress, addDays(DAY_1, 1));
    expect(plan.allKnown).toBe(true);
    expect(plan.mustAsk).toEqual([]);
    expect(plan.due).toHaveLength(REVIEW_SIZE);
  });
});

describe('a Know Myself quiz planned from progress', () => {
  const child = familyChild('two mums', 'UK', 8);
  const all = knowMyselfDetails(child, 'UK');
  const today = '2026-11-20';
  // Known, or right on one day so far; asked today, so nothing is due yet.
  const known = (detail: string, mastered: boolean): DetailProgress => ({
    detail,
    timesAsked: 2,
    timesRight: 2,
    rightDays: mastered ? [] : [today],
    mastered,
    reviews: 0,
    nextDue: addDays(today, 2),
    lastAsked: today,
  });
  const quizFor = (plan: ReturnType<typeof planKnowMyself>, count = 10) =>
    generateQuiz(
      { kind: 'know-myself', child, difficulty: 'Normal', country: 'UK', count, plan },
      loadContent(),
      createRandom(4),
    );

  it('leaves out mastered details until they are due, must-ask ones too', () => {
    const plan = planKnowMyself(
      all,
      all.map(({ detail }) => known(detail, detail !== 'postcode')),
      today,
    );
    expect(plan).toMatchObject({ missed: [], mustAsk: ['postcode'], review: [], due: [], fresh: [], allKnown: false });
    const quiz = quizFor(plan);
    expect(quiz).toHaveLength(10);
    expect(quiz.filter((question) => question.detail).map((question) => question.detail)).toEqual(['postcode']);
  });

  it('asks a short review of the details due soonest when everything is known', () => {
    const plan = planKnowMyself(
      all,
      all.map(({ detail }) => known(detail, true)),
      today,
    );
    expect(plan.allKnown).toBe(true);
    const quiz = quizFor(plan);
    expect(quiz).toHaveLength(10);
    expect(quiz.filter((question) => question.detail)).toHaveLength(REVIEW_SIZE);
  });

  it('keeps health needs and a grown-up’s number first when a short quiz cannot hold every must-ask detail', () => {
    const plan = planKnowMyself(all, [], today);
    expect(plan.mustAsk.length).toBeGreaterThan(5);
    const asked = quizFor(plan, 5).map((question) => question.detail ?? '');
    expect(asked.filter((detail) => detail.startsWith('health:'))).toHaveLength(2);
    expect(asked).toContain('parent1-phone');
    expect(asked).toContain('street');
  });
});

describe('the parent’s view', () => {
  it('lists every detail with its label, known or still to learn', () => {
    const child = familyChild('two mums', 'UK', 8);
    const details = knowMyselfDetails(child, 'UK');
    let progress = updateProgress([], [{ detail: 'street', correct: true }], DAY_1);
    progress = updateProgress(progress, [{ detail: 'street', correct: true }], addDays(DAY_1, 1));
    progress = updateProgress(progress, [{ detail: 'postcode', correct: false }], addDays(DAY_1, 1));
    progress = updateProgress(progress, [{ detail: 'town', correct: true }], addDays(DAY_1, 1));
    const view = knowMyselfProgressView(details, progress);
    expect(view.details.map(({ detail }) => detail)).toEqual(details.map(({ detail }) => detail));
    expect(view.details.find(({ detail }) => detail === 'street')).toEqual({
      detail: 'street',
      label: 'Address',
      timesAsked: 2,
      timesRight: 2,
      mastered: true,
      status: 'known',
      lastAsked: addDays(DAY_1, 1),
      // Known addresses come back after a day, not the usual three.
      nextDue: addDays(DAY_1, 2),
    });
    expect(view.details.find(({ detail }) => detail === 'postcode')).toMatchObject({
      label: 'Postcode',
      timesAsked: 1,
      timesRight: 0,
      mastered: false,
      status: 'learning',
    });
    expect(view.details.find(({ detail }) => detail === 'town')).toMatchObject({ status: 'right-once' });
    expect(view.details.find(({ detail }) => detail === 'parent2-phone')).toEqual({
      detail: 'parent2-phone',
      label: "Mum Grace's number",
      timesAsked: 0,
      timesRight: 0,
      mastered: false,
      status: 'not-asked',
      lastAsked: null,
      nextDue: null,
    });
  });
});

describe('the validator never measures a child’s own details', () => {
  const allergy = {
    question: 'Which of these is true about you?',
    options: ['I am allergic to peanuts', 'I am allergic to bananas'],
    correctAnswer: 'I am allergic to peanuts',
    explanation: 'Grown-ups who look after you must know it.',
  };
  const context = { bracket: '4-6', country: 'UK', isSafetySkills: true } as const;

  it('allows a five-word allergy at ages 4 to 6 when it is the child’s own detail', () => {
    expect(validateQuestion(allergy, context).ok).toBe(false);
    expect(validateQuestion({ ...allergy, ownDetails: allergy.options }, context)).toEqual({ ok: true });
  });

  it('still measures the words around the detail', () => {
    const wordy = {
      ...allergy,
      question: 'Which one of these sentences about your extraordinarily complicated medical circumstances is true?',
      ownDetails: allergy.options,
    };
    expect(validateQuestion(wordy, context).ok).toBe(false);
  });
});
