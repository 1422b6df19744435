import { describe, expect, it } from 'vitest';
import { topicsMatching } from './topic-match.ts';

describe('topicsMatching', () => {
  it('finds topics sharing a word with the subject, plurals and "math" included', () => {
    expect(topicsMatching('planets')).toContain('Space and Planets Quiz');
    expect(topicsMatching('math')).toEqual(expect.arrayContaining(['Maths Made Fun', 'Mental Maths Challenge']));
    expect(topicsMatching('Dogs')).toEqual(['Dog Breeds and Pet Facts']);
  });

  it('puts the topic matching most words first', () => {
    expect(topicsMatching('times tables')[0]).toBe('Times Tables Training');
  });

  it('finds nothing for a subject no topic is about, or for filler words alone', () => {
    expect(topicsMatching('volcanoes')).toEqual([]);
    expect(topicsMatching('the and quiz')).toEqual([]);
    expect(topicsMatching('')).toEqual([]);
  });
});
