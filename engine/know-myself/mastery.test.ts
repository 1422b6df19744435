import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import { generateQuiz } from '../generate-quiz.ts';
import { knowMyselfDetails, knowMyselfProgressView } from '../know-myself.ts';
import { createRandom } from '../random.ts';
import { validateQuestion } from '../validate-question.ts';
import { familyChild } from './families.fixture.ts';
import { addDays, type DetailProgress, planKnowMyself, REVIEW_SIZE, updateProgress } from './mastery.ts';

const DAY_1 = '2026-11-02';
const details = [
  { detail: 'street', mustAsk: true },
  { detail: 'parent1-phone', mustAsk: true },
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
  return [...plan.mustAsk, ...plan.due, ...plan.fresh];
}

describe('mastery', () => {
  it('asks every detail while nothing is known, must-ask ones first', () => {
    const plan = planKnowMyself(details, [], DAY_1);
    expect(plan).toEqual({ mustAsk: ['street', 'parent1-phone'], due: [], fresh: ['school', 'pet'], allKnown: false });
  });

  it('brings a missed detail back in the next quiz, and again until right on two different days', () => {
    let progress = updateProgress([], [{ detail: 'school', correct: false }], DAY_1);
    expect(planKnowMyself(details, progress, DAY_1).due).toEqual(['school']);
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
    let progress = updateProgress([], [{ detail: 'street', correct: true }], DAY_1);
    let today = addDays(DAY_1, 1);
    progress = updateProgress(progress, [{ detail: 'street', correct: true }], today);
    for (const gap of [3, 7, 14, 14]) {
      expect(progressOf(progress, 'street').nextDue).toBe(addDays(today, gap));
      expect(plannedKeys(progress, addDays(today, gap - 1)), `${gap - 1} days on`).not.toContain('street');
      today = addDays(today, gap);
      expect(planKnowMyself(details, progress, today).due).toContain('street');
      progress = updateProgress(progress, [{ detail: 'street', correct: true }], today);
    }
  });

  it('makes a mastered detail answered wrong a must-ask learning one again', () => {
    let progress = updateProgress([], [{ detail: 'street', correct: true }], DAY_1);
    progress = updateProgress(progress, [{ detail: 'street', correct: true }], addDays(DAY_1, 1));
    const review = addDays(DAY_1, 4);
    progress = updateProgress(progress, [{ detail: 'street', correct: false }], review);
    expect(progressOf(progress, 'street')).toMatchObject({ mastered: false, rightDays: [], nextDue: review });
    expect(planKnowMyself(details, progress, review).mustAsk).toContain('street');
  });

  it('says so when every detail is known and none is due, and asks a short review', () => {
    let progress: DetailProgress[] = [];
    const answers = details.map(({ detail }) => ({ detail, correct: true }));
    progress = updateProgress(progress, answers, DAY_1);
    progress = updateProgress(progress, answers, addDays(DAY_1, 1));
    const plan = planKnowMyself(details, progress, addDays(DAY_1, 2));
    expect(plan.allKnown).toBe(true);
    expect(plan.mustAsk).toEqual([]);
    expect(plan.due).toHaveLength(REVIEW_SIZE);
  });
});

describe('a Know Myself quiz planned from progress', () => {
  const child = familyChild('two mums', 'UK', 8);
  const all = knowMyselfDetails(child, 'UK');
  const today = '2026-11-20';
  const known = (detail: string, mastered: boolean): DetailProgress => ({
    detail,
    timesAsked: 2,
    timesRight: 2,
    rightDays: [],
    mastered,
    reviews: 0,
    nextDue: addDays(today, 2),
    lastAsked: addDays(today, -1),
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
    expect(plan).toMatchObject({ mustAsk: ['postcode'], due: [], fresh: [], allKnown: false });
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
    const view = knowMyselfProgressView(details, progress);
    expect(view.details.map(({ detail }) => detail)).toEqual(details.map(({ detail }) => detail));
    expect(view.details.find(({ detail }) => detail === 'street')).toEqual({
      detail: 'street',
      label: 'Address',
      timesAsked: 2,
      timesRight: 2,
      mastered: true,
      nextDue: addDays(DAY_1, 4),
    });
    expect(view.details.find(({ detail }) => detail === 'postcode')).toMatchObject({
      label: 'Postcode',
      timesAsked: 1,
      timesRight: 0,
      mastered: false,
    });
    expect(view.details.find(({ detail }) => detail === 'parent2-phone')).toEqual({
      detail: 'parent2-phone',
      label: "Mum Grace's number",
      timesAsked: 0,
      timesRight: 0,
      mastered: false,
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
