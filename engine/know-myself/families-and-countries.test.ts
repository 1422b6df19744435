import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import { LEARNER_COUNTRIES, type LearnerCountry } from '../../contract/constants.ts';
import { generateQuiz } from '../generate-quiz.ts';
import { KNOW_MYSELF_ID_PREFIX } from '../know-myself.ts';
import type { GeneratedQuestion, KnowMyselfChild } from '../quiz.ts';
import { createRandom } from '../random.ts';
import { FAMILIES, familyChild } from './families.fixture.ts';
import { hasAccent, traditionNames, traditionOf } from './name-traditions.ts';
import { TOWNS } from './word-lists.ts';

const content = loadContent();

function quizzes(child: KnowMyselfChild, country: LearnerCountry, runs: number, count = 10): GeneratedQuestion[][] {
  return Array.from({ length: runs }, (_, seed) =>
    generateQuiz(
      { kind: 'know-myself', child, difficulty: seed % 2 ? 'Hard' : 'Normal', country, count },
      content,
      createRandom(seed),
    ),
  );
}

const recall = (quiz: GeneratedQuestion[]) => quiz.filter((question) => question.id.startsWith(KNOW_MYSELF_ID_PREFIX));

/** Names a family in each learner country might have, accented and plain, and one from elsewhere. */
const LOCAL_NAMES: Record<LearnerCountry, { parents: [string, string]; last: string }> = {
  UK: { parents: ['Ngozi', 'Hannah'], last: 'Okafor' },
  US: { parents: ['Emily', 'Priya'], last: 'Garcia' },
  CA: { parents: ['Chloe', 'Amara'], last: 'Wilson' },
  AU: { parents: ['Ruby', 'Isla'], last: 'Nguyen' },
  IE: { parents: ['Siobhán', 'Aoife'], last: 'Murphy' },
  FR: { parents: ['Chloé', 'Camille'], last: 'Lefèvre' },
  DE: { parents: ['Käthe', 'Johanna'], last: 'Müller' },
  ES: { parents: ['Lucía', 'Carmen'], last: 'Fernández' },
  IT: { parents: ['Giulia', 'Chiara'], last: 'Rossi' },
  NL: { parents: ['Femke', 'Zoë'], last: 'de Vries' },
  other: { parents: ['Ngozi', 'Amara'], last: 'Okafor' },
};

function twoMums(country: LearnerCountry, age: number): KnowMyselfChild {
  const { parents, last } = LOCAL_NAMES[country];
  return {
    ...familyChild('two mums', country, age),
    lastName: last,
    parent1Name: `${parents[0]} ${last}`,
    parent2Name: `${parents[1]} ${last}`,
  };
}

describe('Know Myself for every family and every learner country', () => {
  const families = Object.keys(FAMILIES);

  it('asks every health entry, whatever its words', () => {
    const entries = [
      'I am allergic to bee stings',
      'Allergic to penicillin - tell the nurse',
      'Has a heart condition, no contact sport',
      'I have type 1 diabetes and need snacks',
    ];
    for (const family of families) {
      for (const country of LEARNER_COUNTRIES) {
        const child = { ...familyChild(family, country, 7), importantInfo: entries };
        for (const quiz of quizzes(child, country, 2, 15)) {
          const asked = recall(quiz).map((question) => question.correctAnswer);
          for (const entry of entries) expect(asked, `${family} ${country}: ${entry}`).toContain(entry);
        }
      }
    }
  }, 60_000);

  it('names in no stem the answer of another question of the same quiz', () => {
    for (const family of families) {
      for (const country of LEARNER_COUNTRIES) {
        for (const age of [5, 8, 14]) {
          for (const quiz of quizzes(familyChild(family, country, age), country, 2, 20)) {
            const asked = recall(quiz);
            for (const question of asked) {
              for (const other of asked) {
                if (other === question) continue;
                const answerNames = other.correctAnswer.split(/\s+/).filter((word) => /^\p{Lu}\p{L}{2,}/u.test(word));
                const stemWords = new Set(question.question.split(/[^\p{L}\p{N}]+/u));
                const shown = /^[\d\s]+$/.test(other.correctAnswer) ? other.correctAnswer.split(/\s+/) : answerNames;
                for (const word of shown) {
                  expect(stemWords.has(word), `${family} ${country} ${age}: "${question.question}" shows ${word}`).toBe(
                    false,
                  );
                }
              }
            }
          }
        }
      }
    }
  }, 60_000);

  it('offers look-alike names from the real name’s own tradition, accented exactly when it is', () => {
    for (const country of LEARNER_COUNTRIES) {
      const child = twoMums(country, 8);
      let checked = 0;
      for (const quiz of quizzes(child, country, 16, 20)) {
        for (const question of recall(quiz)) {
          if (!/^parent\d-name$|^full-name$/.test(question.detail ?? '')) continue;
          const isFamilyName = question.detail === 'full-name';
          const pick = (option: string) =>
            isFamilyName ? option.split(/\s+/).slice(1).join(' ') : (option.split(/\s+/)[0] ?? '');
          const real = pick(question.correctAnswer);
          const tradition = traditionOf(real, country);
          for (const option of question.options) {
            const name = pick(option);
            expect(hasAccent(name), `${country}: ${name} beside ${real}`).toBe(hasAccent(real));
            if (option === question.correctAnswer) continue;
            const listed = traditionNames(tradition, isFamilyName ? 'family' : 'female');
            expect(listed, `${country}: ${name} beside ${real} (${tradition})`).toContain(name);
          }
          checked += 1;
        }
      }
      expect(checked, country).toBeGreaterThan(10);
    }
  }, 60_000);

  it('asks the flat or apartment number when the address has one', () => {
    const addresses: Partial<Record<LearnerCountry, [string, string]>> = {
      UK: ['Flat 2, 12 Oak Road, Leeds LS6 2AB', 'Flat 2'],
      US: ['2266 Maple Ridge Dr Apt 3B, Denver, CO 80203', 'Apt 3B'],
      CA: ['Unit 4, 88 Cedar Avenue, Halifax, NS B3H 2Y9', 'Unit 4'],
      AU: ['Unit 7, 27 Willow Crescent, Geelong VIC 3220', 'Unit 7'],
      IE: ['Apartment 12, 14 Church Road, Cork T12 X2Y3', 'Apartment 12'],
      FR: ['12 rue Victor Hugo, Apt 5, 69003 Lyon', 'Apt 5'],
    };
    for (const family of families) {
      for (const [country, [homeAddress, unit]] of Object.entries(addresses) as [LearnerCountry, [string, string]][]) {
        const child = { ...familyChild(family, country, 8), homeAddress };
        for (const quiz of quizzes(child, country, 3)) {
          const flat = quiz.find((question) => question.detail === 'flat');
          expect(flat?.correctAnswer, `${family} ${country}`).toBe(unit);
          const prefix = unit.replace(/\S+$/, '');
          for (const option of flat?.options ?? []) expect(option.startsWith(prefix)).toBe(true);
          const street = quiz.find((question) => question.detail === 'street');
          expect(street?.correctAnswer, `${family} ${country}`).not.toContain(unit);
        }
      }
    }
  });

  it('offers towns of the learner’s own country and never repeats a word in a street', () => {
    for (const family of families) {
      for (const country of LEARNER_COUNTRIES) {
        const own = new Set([...(TOWNS[country] ?? []), familyChild(family, country, 8).city]);
        const child = { ...familyChild(family, country, 8), homeAddress: '2266 Maple Ridge Dr, Denver, CO 80203' };
        const denver = country === 'US' ? quizzes({ ...child, city: 'Denver' }, country, 5) : [];
        for (const quiz of [...quizzes(familyChild(family, country, 8), country, 5), ...denver]) {
          for (const question of recall(quiz)) {
            if (question.detail === 'town') {
              for (const option of question.options) expect(own.has(option) || option === 'Denver', option).toBe(true);
            }
            if (question.detail === 'street') {
              for (const option of question.options) {
                const words = option.toLowerCase().split(/\s+/);
                expect(new Set(words).size, option).toBe(words.length);
              }
            }
          }
        }
      }
    }
  }, 60_000);
});
