import type { QuizCountry } from '../../contract/constants.ts';
import type { EngineContent } from '../content.ts';
import type { GeneratedQuestion } from '../quiz.ts';
import type { Random } from '../random.ts';

export interface TopicRequest {
  age: number;
  difficulty: 'Easy' | 'Medium' | 'Advanced';
  country: QuizCountry;
}

/** Makes one question; called until enough distinct ones exist. Returns undefined when it has no more to give. */
export type TopicGenerator = (
  request: TopicRequest,
  random: Random,
  content: EngineContent,
) => GeneratedQuestion | undefined;

/** 3 options for younger children, 4 from age 10. */
export function optionCountFor(age: number): number {
  return age >= 10 ? 4 : 3;
}

/** Distinct wrong numbers close to the answer (never negative), mixed with it. */
export function numberOptions(answer: number, count: number, random: Random, spread = 3): string[] {
  const wrong = new Set<number>();
  let attempts = 0;
  while (wrong.size < count - 1 && attempts < 200) {
    attempts += 1;
    const delta = random.int(1, Math.max(2, spread)) * (random.next() < 0.5 ? -1 : 1);
    const candidate = answer + delta;
    if (candidate >= 0 && candidate !== answer) wrong.add(candidate);
  }
  for (let extra = 1; wrong.size < count - 1; extra += 1) wrong.add(answer + spread + extra);
  return random.shuffle([answer, ...wrong].map(String));
}

/** Asks GENERATE for up to COUNT distinct questions (by wording). */
export function distinctQuestions(
  count: number,
  generate: () => GeneratedQuestion | undefined,
  maxAttempts = count * 40,
) {
  const byText = new Map<string, GeneratedQuestion>();
  for (let attempt = 0; attempt < maxAttempts && byText.size < count; attempt += 1) {
    const question = generate();
    if (question && !byText.has(question.question)) byText.set(question.question, question);
  }
  return [...byText.values()];
}
