import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import type { LearnerCountry } from '../../contract/constants.ts';
import { generateQuiz } from '../generate-quiz.ts';
import type { GeneratedQuestion, KnowMyselfChild } from '../quiz.ts';
import { createRandom } from '../random.ts';
import { familyChild } from './families.fixture.ts';
import { varyCharacters } from './look-alikes.ts';
import { SCHOOL_WORDS_BY_COUNTRY } from './school-words.ts';

const content = loadContent();

function asked(child: KnowMyselfChild, country: LearnerCountry, detail: (key: string) => boolean): GeneratedQuestion[] {
  const found: GeneratedQuestion[] = [];
  for (let seed = 0; seed < 40; seed += 1) {
    const quiz = generateQuiz(
      { kind: 'know-myself', child, difficulty: seed % 2 ? 'Hard' : 'Normal', country, count: 20 },
      content,
      createRandom(seed),
    );
    found.push(...quiz.filter((question) => detail(question.detail ?? '')));
  }
  return found;
}

const wrongOf = (question: GeneratedQuestion) => question.options.filter((option) => option !== question.correctAnswer);

describe('look-alikes a round number or a repeated digit cannot give away', () => {
  it('keeps a postcode’s 000 in every look-alike, changing the area digits instead', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const wrong = varyCharacters('31000', 2, createRandom(seed), { changes: 2, keepFirst: 2 });
      expect(wrong).toHaveLength(2);
      for (const option of wrong) expect(option).toMatch(/^[1-9]\d000$/);
      expect(new Set([...wrong, '31000']).size).toBe(3);
    }
  });

  it('keeps the zeros of a house number 100 and changes a run that is all there is as one', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const option of varyCharacters('100', 3, createRandom(seed), { changes: 3 }))
        expect(option).toMatch(/^[2-9]00$/);
      for (const option of varyCharacters('11', 2, createRandom(seed), { changes: 2 })) {
        expect(option).toMatch(/^([2-9])\1$/);
      }
    }
  });
});

describe('look-alikes in the learner’s own language', () => {
  it.each([
    ['DE', 'Grundschule am Park'],
    ['ES', 'Colegio San José'],
    ['FR', 'École des Lilas'],
  ] as const)('builds a %s school’s look-alikes from its own words', (country, school) => {
    const child = { ...familyChild('one parent', country, 8), schoolName: school };
    const questions = asked(child, country, (key) => key === 'school');
    expect(questions.length).toBeGreaterThan(0);
    const words = SCHOOL_WORDS_BY_COUNTRY[country] ?? [];
    const stem = school.split(' ').slice(0, -1).join(' ');
    for (const question of questions) {
      for (const option of wrongOf(question)) {
        expect(option.startsWith(`${stem} `), option).toBe(true);
        expect(words, option).toContain(option.split(' ').at(-1));
      }
    }
  });
});

describe('health look-alikes that make medical sense', () => {
  const child = {
    ...familyChild('one parent', 'UK', 8),
    importantInfo: ['I take medicine for ADHD at lunch', 'My EpiPen is in my red bag'],
  };
  const questions = asked(child, 'UK', (key) => key.startsWith('health:'));

  it('swaps the time of a medicine, never the medicine for a device', () => {
    const medicine = questions.filter((question) => question.correctAnswer.includes('ADHD'));
    expect(medicine.length).toBeGreaterThan(0);
    for (const question of medicine) {
      for (const option of wrongOf(question)) expect(option).toMatch(/^I take medicine for ADHD at [a-z]+$/);
    }
  });

  it('swaps where a device is kept, in the case the words are written', () => {
    const device = questions.filter((question) => question.correctAnswer.includes('EpiPen'));
    expect(device.length).toBeGreaterThan(0);
    for (const question of device) {
      for (const option of wrongOf(question)) expect(option).toMatch(/^My EpiPen is in my red [a-z]+$/);
    }
  });
});
