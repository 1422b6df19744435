import { describe, expect, it } from 'vitest';
import { loadServerContent, SpaceFactsFile } from './load.ts';

describe('the content the server build writes beside the bundle', () => {
  it('comes back from its JSON file exactly as read from the data files', () => {
    const content = loadServerContent();
    expect(Object.keys(content.content.topics).length).toBeGreaterThan(0);
    expect(content.content.countries.length).toBeGreaterThan(100);
    expect(JSON.parse(JSON.stringify(content))).toStrictEqual(content);
  });
});

describe('the space facts file', () => {
  const fact = {
    level: 1,
    ask: 'What is the Sun?',
    answer: 'A star',
    wrong: ['A planet', 'A cloud', 'A moon'],
    why: 'The Sun is a star.',
  };
  const problems = (facts: unknown[]) =>
    SpaceFactsFile.safeParse({ source: 'test', facts }).error?.issues.map((issue) => issue.message) ?? [];

  it('is read when every fact asks its own question with four different options', () => {
    expect(problems([fact, { ...fact, ask: 'What is the Moon made of?', answer: 'Rock' }])).toEqual([]);
  });

  it('is refused when two facts ask the same question', () => {
    expect(problems([fact, { ...fact, answer: 'A hot star' }])).toEqual(['two facts ask the same question']);
  });

  it('is refused when a wrong option is the answer itself', () => {
    expect(problems([{ ...fact, wrong: ['A star', 'A cloud', 'A moon'] }])).toEqual([
      'the answer and the three wrong options must all differ',
    ]);
  });
});
