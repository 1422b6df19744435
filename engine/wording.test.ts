import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { generateQuiz } from './generate-quiz.ts';
import { createRandom } from './random.ts';
import { inCountryWording, itemInCountryWording } from './wording.ts';

describe('the country wording table', () => {
  it('gives a US learner American words and spelling, capitals kept', () => {
    expect(inCountryWording('Mum asks for your postcode and favourite colour.', 'US')).toBe(
      'Mom asks for your ZIP code and favorite color.',
    );
    expect(inCountryWording('Colours of a mobile phone', 'US')).toBe('Colors of a cell phone');
  });

  it('gives a Canadian learner "mom" and "postal code" but keeps Canadian spelling', () => {
    expect(inCountryWording('Mum knows the postcode and the colour.', 'CA')).toBe(
      'Mom knows the postal code and the colour.',
    );
  });

  it('gives both North American learners airplane, tire and -ize, and only the US "practice"', () => {
    const british = 'Aeroplane tyres are pressurised; practise until you recognise the colour.';
    expect(inCountryWording(british, 'CA')).toBe(
      'Airplane tires are pressurized; practise until you recognize the colour.',
    );
    expect(inCountryWording(british, 'US')).toBe(
      'Airplane tires are pressurized; practice until you recognize the color.',
    );
    expect(inCountryWording(british, 'AU')).toBe(british);
  });

  it('gives US and Canadian learners their names for note lengths', () => {
    expect(inCountryWording('A semibreve lasts four beats and a minim two.', 'US')).toBe(
      'A whole note lasts four beats and a half note two.',
    );
    expect(inCountryWording('Crotchets are quarter notes.', 'CA')).toBe('Quarter notes are quarter notes.');
    expect(inCountryWording('A semibreve lasts four beats.', 'AU')).toBe('A semibreve lasts four beats.');
  });

  it('leaves British and Australian English alone, and words that only contain a table word', () => {
    expect(inCountryWording('Mum likes the colour grey.', 'UK')).toBe('Mum likes the colour grey.');
    expect(inCountryWording('A chrysanthemum is a flower.', 'US')).toBe('A chrysanthemum is a flower.');
  });

  it('drops a spelling question whose options the wording would change', () => {
    const spelling = {
      question: 'Which is the right spelling?',
      options: ['colour', 'culler', 'kolour'],
      correctAnswer: 'colour',
      explanation: 'Colour is spelled c-o-l-o-u-r.',
    };
    expect(itemInCountryWording(spelling, 'US')).toBeUndefined();
    expect(itemInCountryWording(spelling, 'UK')).toEqual(spelling);
  });

  it('shows a US learner no British spelling in a colour quiz', () => {
    const content = loadContent();
    const texts = [1, 2, 3].flatMap((seed) =>
      generateQuiz(
        { kind: 'popular', topic: 'Art and Colour Theory', age: 8, difficulty: 'Easy', country: 'US', count: 20 },
        content,
        createRandom(seed),
      ).map((question) => [question.question, ...question.options, question.explanation].join(' ')),
    );
    expect(texts.join(' ')).toMatch(/\bcolor/i);
    expect(texts.filter((text) => /\bcolour/i.test(text))).toEqual([]);
  });

  it('gives a US learner American words in safety quizzes and in computed space facts too', () => {
    const content = loadContent();
    const british = /\b(?:mum|mums|neighbour|neighbours|colour|colours|favourite|postcode|pavement|pyjamas)\b/i;
    const texts = (quiz: ReturnType<typeof generateQuiz>) =>
      quiz.map((question) => [question.question, ...question.options, question.explanation].join(' '));
    const safety = (['general-safety', 'health-hygiene', 'digital-safety'] as const).flatMap((category) =>
      (['7-9', '10-12', '13-16'] as const).flatMap((bracket) =>
        [1, 2, 3].flatMap((seed) =>
          texts(
            generateQuiz(
              { kind: 'safety', category, bracket, difficulty: 'Medium', country: 'US', count: 20, recentIds: [] },
              content,
              createRandom(seed),
            ),
          ),
        ),
      ),
    );
    const space = [1, 2, 3, 4, 5, 6].flatMap((seed) =>
      texts(
        generateQuiz(
          { kind: 'popular', topic: 'Space and Planets Quiz', age: 9, difficulty: 'Easy', country: 'US', count: 25 },
          content,
          createRandom(seed),
        ),
      ),
    );
    expect([...safety, ...space].filter((text) => british.test(text))).toEqual([]);
    // The same banks still read British English in the UK.
    expect(inCountryWording('Your neighbour’s favourite colour', 'UK')).toBe('Your neighbour’s favourite colour');
  });
});
