/**
 * `npm run -s content:stats`: bank items per category, bracket, difficulty and content country;
 * what each guesser scores against chance, per bank and difficulty and per topic and age band;
 * topic items per age.
 */

import { loadContent } from '../content/load.ts';
import { type Answerable, GUESSERS, guesserScores, MAX_GUESSER_EXCESS } from '../content/option-fairness.ts';
import { itemsByBracket } from '../content/popular-report.ts';
import { AGE_BRACKETS, POPULAR_TOPICS } from '../contract/constants.ts';
import { CONTENT_COUNTRIES } from '../engine/countries.ts';
import { TOPIC_GENERATORS } from '../engine/generate-quiz.ts';
import { SAFETY_DIFFICULTIES } from '../engine/quiz.ts';

const content = loadContent();
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** One row of the fairness table: each guesser's score, chance, and whether all are within the bound. */
function guesserRow(items: readonly Answerable[]) {
  const scores = guesserScores(items);
  return {
    items: items.length,
    chance: percent(scores[0]?.chance ?? 0),
    ...Object.fromEntries(scores.map(({ guesser, score }) => [guesser.replace(/^the (?:only )?/, ''), percent(score)])),
    'within bound': scores.every(({ score, chance }) => score - chance <= MAX_GUESSER_EXCESS + 1e-9) ? 'yes' : 'NO',
  };
}

const cells: Record<string, string | number>[] = [];
const fairness: Record<string, string | number>[] = [];
for (const [category, brackets] of Object.entries(content.safety)) {
  for (const bracket of AGE_BRACKETS) {
    const items = brackets[bracket] ?? [];
    if (items.length === 0) continue;
    fairness.push({ category, bracket, difficulty: 'all', ...guesserRow(items) });
    for (const difficulty of [...SAFETY_DIFFICULTIES, 'Normal']) {
      const ofDifficulty = items.filter((item) => item.difficulty === difficulty);
      if (ofDifficulty.length === 0) continue;
      fairness.push({ category, bracket, difficulty, ...guesserRow(ofDifficulty) });
      cells.push({
        category,
        bracket,
        difficulty,
        ...Object.fromEntries(
          CONTENT_COUNTRIES.map((country) => [
            country,
            ofDifficulty.filter((item) => item.countries.includes(country)).length,
          ]),
        ),
      });
    }
  }
}
console.log('Safety banks: items per difficulty for each version (EU = FR, DE, ES, IT, NL)');
console.table(cells);
const guesserNames = GUESSERS.map((guesser) => guesser.name).join('; ');
console.log(
  `Safety banks: expected score of each guesser (${guesserNames}) against chance; bound chance + ${percent(MAX_GUESSER_EXCESS)}`,
);
console.table(fairness);
console.log('Popular topics');
console.table(
  POPULAR_TOPICS.map((topic) => {
    const items = content.topics[topic] ?? [];
    const at = (age: number) => items.filter((item) => item.ages[0] <= age && age <= item.ages[1]).length;
    return TOPIC_GENERATORS[topic]
      ? { topic, source: 'computed', age6: 'unlimited', age13: 'unlimited' }
      : { topic, source: items.length > 0 ? 'bank' : 'MISSING', items: items.length, age6: at(6), age13: at(13) };
  }),
);
console.log(
  `Popular banks: expected score of each guesser against chance, per age band; bound chance + ${percent(MAX_GUESSER_EXCESS)}`,
);
console.table(
  POPULAR_TOPICS.flatMap((topic) =>
    Object.entries(itemsByBracket(content.topics[topic] ?? [])).map(([bracket, items]) => ({
      topic,
      bracket,
      ...guesserRow(items),
    })),
  ),
);
