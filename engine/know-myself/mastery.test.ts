import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import { generateQuiz } from '../generate-quiz.ts';
import { knowMyselfDetails } from '../know-myself.ts';
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

  it('leaves out of the quiz must-ask details the child has mastered, until they are due', () => {
    const child = familyChild('two mums', 'UK', 8);
    const all = knowMyselfDetails(child, 'UK');
    const today = '2026-11-20';
    const mastered = all.map(({ detail }) => ({
      detail,
      timesAsked: 2,
      timesRight: 2,
      rightDays: [],
      mastered: detail !== 'postcode',
      reviews: 0,
      nextDue: addDays(today, 2),
      lastAsked: addDays(today, -1),
    }));
    const plan = planKnowMyself(all, mastered, today);
    expect(plan).toMatchObject({ mustAsk: ['postcode'], due: [], fresh: [], allKnown: false });
    const quiz = generateQuiz(
      { kind: 'know-myself', child, difficulty: 'Normal', country: 'UK', count: 10, plan },
      loadContent(),
      createRandom(4),
    );
    expect(quiz).toHaveLength(10);
    expect(quiz.filter((question) => question.detail).map((question) => question.detail)).toEqual(['postcode']);
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
