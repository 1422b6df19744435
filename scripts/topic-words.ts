/** Writes contract/topic-words.json from the popular-topic banks: npm run content:topic-words. */
import { writeFileSync } from 'node:fs';
import { loadContent } from '../content/load.ts';
import { bankWords } from '../content/topic-words.ts';

const path = new URL('../contract/topic-words.json', import.meta.url);
writeFileSync(path, `${JSON.stringify(bankWords(loadContent().topics), null, 2)}\n`);
console.log(`Wrote ${path.pathname}`);
