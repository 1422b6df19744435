import { describe, expect, it } from 'vitest';
import { POPULAR_TOPICS } from './constants.ts';
import { topicsMatching } from './topic-match.ts';
import { TOPIC_VOCABULARY } from './topic-vocabulary.ts';

describe('topicsMatching', () => {
  it('finds topics sharing a word with the subject, plurals and "math" included', () => {
    expect(topicsMatching('planets')[0]).toBe('Space and Planets Quiz');
    expect(topicsMatching('math')).toEqual(expect.arrayContaining(['Maths Made Fun', 'Mental Maths Challenge']));
    expect(topicsMatching('Dogs')).toEqual(['Dog Breeds and Pet Facts']);
  });

  it('puts the topic matching most words first', () => {
    expect(topicsMatching('times tables')[0]).toBe('Times Tables Training');
  });

  it('finds a topic by what its questions are about, not only by its name', () => {
    // Science Sparks asks about evaporation and the states of water, Planet Earth and Nature about rain and clouds.
    expect(new Set(topicsMatching('the water cycle').slice(0, 2))).toEqual(
      new Set(['Planet Earth and Nature', 'Science Sparks']),
    );
    expect(topicsMatching('Vikings')[0]).toBe('World History Adventures');
    expect(topicsMatching('fractions')[0]).toBe('Maths Made Fun');
    // Lava, fossils and T. rex are asked about in Planet Earth and Nature only.
    expect(topicsMatching('volcanoes')[0]).toBe('Planet Earth and Nature');
    expect(topicsMatching('dinosaurs')[0]).toBe('Planet Earth and Nature');
    // A word drawn from a bank's questions alone.
    expect(topicsMatching('penicillin')).toEqual(['Famous Inventions and Inventors']);
  });

  it('finds nothing for nonsense, for filler words alone, or for a word only in a topic’s name', () => {
    expect(topicsMatching('xqzt blorp')).toEqual([]);
    expect(topicsMatching('the and quiz')).toEqual([]);
    expect(topicsMatching('')).toEqual([]);
    expect(topicsMatching('I like trains')).toEqual([]);
  });

  it('offers only the topics for the learner’s age', () => {
    const youtube = 'How to Start a YouTube Channel';
    expect(topicsMatching('vlogs and thumbnails', { age: 13 })).toEqual([youtube]);
    expect(topicsMatching('vlogs and thumbnails', { age: 12 })).toEqual([]);
    expect(topicsMatching('youtube', { age: 8 })).toEqual([]);
    expect(topicsMatching('youtube')).toEqual([youtube]);
  });

  it('lists the subjects of every popular topic', () => {
    expect(Object.keys(TOPIC_VOCABULARY).sort()).toEqual([...POPULAR_TOPICS].sort());
    for (const topic of POPULAR_TOPICS) expect(topicsMatching(topic, { limit: 1 }), topic).toEqual([topic]);
  });
});
