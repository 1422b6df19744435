/** A 25-question quiz of each kind, generated in-process: p99 against a 10 ms budget. */
import { loadContent } from '../content/load.ts';
import { generateQuiz } from '../engine/generate-quiz.ts';
import type { QuizRequest } from '../engine/quiz.ts';
import { createRandom } from '../engine/random.ts';

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
  let withinBudget = true;
  console.log(`Quiz generation (${RUNS} runs each, in-process)`);
  for (const [label, request] of REQUESTS) {
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      generateQuiz(request, content, createRandom(run));
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const p50 = timings[Math.floor(RUNS * 0.5)] ?? 0;
    const p99 = timings[Math.floor(RUNS * 0.99)] ?? 0;
    const ok = p99 <= ENGINE_BUDGET_MS;
    withinBudget &&= ok;
    console.log(
      `  ${ok ? 'ok  ' : 'OVER'} ${label.padEnd(34)} p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  (budget ${ENGINE_BUDGET_MS} ms)`,
    );
  }
  return withinBudget;
}
