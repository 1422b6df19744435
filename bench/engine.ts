/** A 25-question quiz of each kind, generated in-process: p99 against a 10 ms budget. */
import { loadContent } from '../content/load.ts';
import { generateQuiz } from '../engine/generate-quiz.ts';
import type { QuizRequest } from '../engine/quiz.ts';
import { createRandom } from '../engine/random.ts';
import { percentile, report } from './report.ts';

export const ENGINE_BUDGET_MS = 10;
const RUNS = 300;

const REQUESTS: [string, QuizRequest][] = [
  [
    'safety, Everyday 7-9 Medium UK',
    { kind: 'safety', category: 'general-safety', bracket: '7-9', difficulty: 'Medium', country: 'UK', count: 25 },
  ],
  [
    'popular, Times Tables age 8',
    { kind: 'popular', topic: 'Times Tables Training', age: 8, difficulty: 'Medium', country: 'UK', count: 25 },
  ],
  [
    'popular, Countries age 13',
    { kind: 'popular', topic: 'Countries and Flags', age: 13, difficulty: 'Advanced', country: 'US', count: 25 },
  ],
  [
    'know-myself, age 8 Hard (20)',
    {
      kind: 'know-myself',
      difficulty: 'Hard',
      country: 'UK',
      count: 20,
      child: {
        firstName: 'Wren',
        lastName: 'Abernathy',
        age: 8,
        homeAddress: '12 Oak Road, Leeds LS6 2AB',
        city: 'Leeds',
        parent1Name: 'Ngozi Abernathy',
        parent1Phone: '07123 456789',
      },
    },
  ],
];

export function runEngineBench(): boolean {
  const content = loadContent();
  const p99Of = (work: (run: number) => unknown) => {
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      work(run);
      timings.push(performance.now() - started);
    }
    return percentile(
      timings.sort((a, b) => a - b),
      0.99,
    );
  };
  // The reference: only drawing 25 items at random from a bank, with no rules, variety or checks.
  const bank = content.safety['general-safety']['7-9'] ?? [];
  const draw = {
    label: 'bare shuffle and take 25',
    figure: p99Of((run) => createRandom(run).shuffle(bank).slice(0, 25)),
  };
  console.log(`Quiz generation, p99 (${RUNS} runs each, in-process)`);
  let withinBudget = true;
  for (const [label, request] of REQUESTS) {
    withinBudget =
      report({
        label,
        figure: p99Of((run) => generateQuiz(request, content, createRandom(run))),
        unit: ' ms',
        budget: ENGINE_BUDGET_MS,
        reference: draw,
      }) && withinBudget;
  }
  return withinBudget;
}
