import { describe, expect, it } from 'vitest';
import { GUESSERS, guesserChance, guesserScores, oddnessOf, wordsRepeated } from './option-fairness.ts';

const guesser = (name: string) => {
  const found = GUESSERS.find((candidate) => candidate.name.includes(name));
  if (!found) throw new Error(name);
  return found;
};
const chanceFor = (name: string, question: string, options: string[], correctAnswer: string) =>
  guesserChance(guesser(name), { question, options, correctAnswer });

describe('the guessers', () => {
  it('picks the only option naming a grown-up, as a whole word, and guesses when there is none or several', () => {
    const options = ['Hide it', 'Ask your teacher', 'Wait'];
    expect(chanceFor('grown-up', 'Q?', options, 'Ask your teacher')).toBe(1);
    expect(chanceFor('grown-up', 'Q?', options, 'Hide it')).toBe(0);
    expect(chanceFor('grown-up', 'Q?', ['Ask someone you trust', 'Hide', 'Wait'], 'Hide')).toBe(0);
    // "Tell" alone names nobody; "madult" is not "adult".
    expect(chanceFor('grown-up', 'Q?', ['Tell a friend', 'Hide', 'Madult'], 'Hide')).toBeCloseTo(1 / 3);
    expect(chanceFor('grown-up', 'Q?', ['Tell a parent', 'Tell the police', 'Wait'], 'Wait')).toBeCloseTo(1 / 3);
  });

  it('picks the longest or the shortest, sharing a tie, and guesses when all are as long', () => {
    expect(chanceFor('longest', 'Q?', ['Get out and stay out', 'Hide', 'Wait'], 'Get out and stay out')).toBe(1);
    expect(chanceFor('longest', 'Q?', ['Get out', 'Hide it', 'Wait'], 'Get out')).toBe(0.5);
    expect(chanceFor('shortest', 'Q?', ['Get out', 'Hide', 'Wait it out'], 'Hide')).toBe(1);
    expect(chanceFor('shortest', 'Q?', ['Cat', 'Dog', 'Pig'], 'Dog')).toBeCloseTo(1 / 3);
  });

  it('picks the middle-length option, the middle two of four, and guesses when lengths tie at an end', () => {
    expect(chanceFor('middle-length', 'Q?', ['Hide', 'Get out', 'Get out and stay out'], 'Get out')).toBe(1);
    expect(chanceFor('middle-length', 'Q?', ['Hide', 'Get out', 'Get out and stay out'], 'Hide')).toBe(0);
    expect(chanceFor('middle-length', 'Q?', ['A', 'Bb', 'Ccc', 'Dddd'], 'Bb')).toBe(0.5);
    expect(chanceFor('middle-length', 'Q?', ['A', 'Bb', 'Ccc', 'Dddd'], 'Dddd')).toBe(0);
    expect(chanceFor('middle-length', 'Q?', ['Cat', 'Dog', 'Horse'], 'Dog')).toBeCloseTo(1 / 3);
    expect(
      chanceFor('middle-length', 'Q?', ['Get out now', 'Get out fast', 'Stay inside'], 'Get out fast'),
    ).toBeCloseTo(1 / 3);
    expect(chanceFor('middle-length', 'Q?', ['Hide', 'Get out fast', 'Get out and stay out'], 'Get out fast')).toBe(1);
  });

  it('picks the option repeating most words of the question, roots and all, not "a" or "the"', () => {
    expect(wordsRepeated('Block the messages', 'Kai gets mean messages. What should he do?')).toBe(1);
    expect(wordsRepeated('Tell a friend', 'What is a friend for?')).toBe(1);
    expect(wordsRepeated('The end', 'What is the start?')).toBe(0);
    const question = 'Sofia gets a message from someone she does not know. What should she do?';
    expect(
      chanceFor('repeating', question, ['Reply to the message', 'Block and report', 'Wait'], 'Block and report'),
    ).toBe(0);
    expect(chanceFor('repeating', 'Which is red?', ['A lemon', 'A plum', 'A lime'], 'A plum')).toBeCloseTo(1 / 3);
  });

  it('picks the option most different in form: the odd one out by first word, length band, list shape or marks', () => {
    expect(oddnessOf(['Tell a friend', 'Tell a teacher', 'Block, report and tell someone'])).toEqual([0, 0, 3]);
    expect(oddnessOf(['Yes', 'No'])).toEqual([0, 0]);
    expect(chanceFor('different', 'Q?', ['Red', 'Blue', 'Green'], 'Red')).toBeCloseTo(1 / 3);
    expect(
      chanceFor(
        'different',
        'Q?',
        ['Tell a friend', 'Tell a teacher', 'Block, report and tell someone'],
        'Tell a friend',
      ),
    ).toBe(0);
  });

  it('scores a set of items exactly, next to the mean chance', () => {
    const items = [
      { question: 'Q?', options: ['Hide', 'Tell an adult', 'Wait'], correctAnswer: 'Tell an adult' },
      { question: 'Q?', options: ['A', 'B', 'C', 'D'], correctAnswer: 'A' },
    ];
    const grownUp = guesserScores(items).find((score) => score.guesser.includes('grown-up'));
    expect(grownUp).toEqual({
      guesser: 'the only grown-up option',
      score: (1 + 0.25) / 2,
      chance: (1 / 3 + 1 / 4) / 2,
    });
  });
});
