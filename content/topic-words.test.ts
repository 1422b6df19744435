import { describe, expect, it } from 'vitest';
import written from '../contract/topic-words.json';
import { loadContent } from './load.ts';
import { bankWords } from './topic-words.ts';

describe('the words drawn from the banks for finding a topic', () => {
  it('are up to date with the banks (npm run content:topic-words writes them)', () => {
    const topics = loadContent().topics;
    expect(written, 'contract/topic-words.json is out of date: run npm run content:topic-words').toEqual(
      bankWords(topics),
    );
    expect(Object.keys(written).sort()).toEqual(Object.keys(topics).sort());
  });
});
