/**
 * `npm run -s content:stats`: bank items per category, bracket, difficulty and content country;
 * how often "pick the longest option" or a test-wise child would win, per bank; topic items per age.
 */

import { loadContent } from '../content/load.ts';
import {
  longestCorrectShare,
  MAX_LONGEST_CORRECT_SHARE,
  MAX_TEST_WISE_EXCESS,
  testWiseScore,
} from '../content/option-fairness.ts';
import { longestCorrectByBracket } from '../content/popular-report.ts';
import { AGE_BRACKETS, POPULAR_TOPICS } from '../contract/constants.ts';
import { CONTENT_COUNTRIES } from '../engine/countries.ts';
import { TOPIC_GENERATORS } from '../engine/generate-quiz.ts';
import { SAFETY_DIFFICULTIES } from '../engine/quiz.ts';

const content = loadContent();
const percent = (share: number) => `${Math.round(share * 100)}%`;

const cells: Record<string, string | number>[] = [];
const fairness: Record<string, string | number>[] = [];
for (const [category, brackets] of Object.entries(content.safety)) {
  for (const bracket of AGE_BRACKETS) {
    const items = brackets[bracket] ?? [];
    if (items.length === 0) continue;
    const share = longestCorrectShare(items);
    const { testWise, contrarian, chance } = testWiseScore(items);
    fairness.push({
      category,
      bracket,
      items: items.length,
      'correct is longest': percent(share),
      'test-wise pick': percent(testWise),
      'ruling it out': percent(contrarian),
      chance: percent(chance),
      'within bounds':
        share <= MAX_LONGEST_CORRECT_SHARE && Math.max(testWise, contrarian) - chance <= MAX_TEST_WISE_EXCESS
          ? 'yes'
          : 'NO',
    });
    for (const difficulty of [...SAFETY_DIFFICULTIES, 'Normal']) {
      const ofDifficulty = items.filter((item) => item.difficulty === difficulty);
      if (ofDifficulty.length === 0) continue;
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
console.log(
  `Safety banks: share of items whose correct option is the single longest (bound ${percent(MAX_LONGEST_CORRECT_SHARE)}); ` +
    `score of a child picking the only helper option, else the only list, else the longest, or ruling that pick out (bound: chance + ${percent(MAX_TEST_WISE_EXCESS)})`,
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
  `Popular banks: share of items whose correct option is the single longest, per age bracket (bound ${percent(MAX_LONGEST_CORRECT_SHARE)})`,
);
console.table(
  POPULAR_TOPICS.filter((topic) => content.topics[topic]?.length).map((topic) => ({
    topic,
    ...Object.fromEntries(
      Object.entries(longestCorrectByBracket(content.topics[topic] ?? [])).map(([bracket, share]) => [
        bracket,
        percent(share),
      ]),
    ),
  })),
);
