/** `npm run -s content:stats`: bank items per category, bracket, difficulty and country; topic items per age. */

import { loadContent } from '../content/load.ts';
import { AGE_BRACKETS, POPULAR_TOPICS, QUIZ_COUNTRIES } from '../contract/constants.ts';
import { TOPIC_GENERATORS } from '../engine/generate-quiz.ts';

const content = loadContent();
const rows: Record<string, string | number>[] = [];
for (const [category, brackets] of Object.entries(content.safety)) {
  for (const bracket of AGE_BRACKETS) {
    const items = brackets[bracket] ?? [];
    for (const difficulty of ['Easy', 'Medium', 'Hard', 'Normal']) {
      const ofDifficulty = items.filter((item) => item.difficulty === difficulty);
      if (ofDifficulty.length === 0) continue;
      rows.push({
        category,
        bracket,
        difficulty,
        ...Object.fromEntries(
          QUIZ_COUNTRIES.map((country) => [
            country,
            ofDifficulty.filter((item) => item.countries.includes(country)).length,
          ]),
        ),
      });
    }
  }
}
console.log('Safety banks (items usable per country)');
console.table(rows);
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
