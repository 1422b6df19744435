import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import { LEARNER_COUNTRIES, type LearnerCountry } from '../../contract/constants.ts';
import { englishFor } from '../countries.ts';
import { generateQuiz } from '../generate-quiz.ts';
import { KNOW_MYSELF_ID_PREFIX, knowMyselfDetails } from '../know-myself.ts';
import { FEMALE_NAMES, MALE_NAMES } from '../names.ts';
import type { GeneratedQuestion } from '../quiz.ts';
import { createRandom, type Random } from '../random.ts';
import { FAMILIES, familyChild } from './families.fixture.ts';
import { shapeOf } from './look-alikes.ts';
import { sexOfAnyName } from './name-traditions.ts';

const content = loadContent();
const AGES = [5, 8, 11, 14];

function quiz(family: string, country: LearnerCountry, age: number, seed: number, count = 10, hard = false) {
  return generateQuiz(
    {
      kind: 'know-myself',
      child: familyChild(family, country, age),
      difficulty: hard ? 'Hard' : 'Normal',
      country,
      count,
    },
    content,
    createRandom(seed),
  );
}

const isRecall = (question: GeneratedQuestion) => question.id.startsWith(KNOW_MYSELF_ID_PREFIX);
const isNameQuestion = (question: GeneratedQuestion) => /^parent\d-name$|^sibling:/.test(question.detail ?? '');

/** The option a guesser picks by one feature: the only one that differs when all the others agree. */
function oddOneOut(options: readonly string[], feature: (option: string) => string): number | undefined {
  if (options.length < 3) return undefined;
  const values = options.map(feature);
  const odd = values.findIndex((value, index) => values.every((other, at) => at === index || other !== value));
  if (odd < 0) return undefined;
  const others = values.filter((_, index) => index !== odd);
  return others.every((value) => value === others[0]) ? odd : undefined;
}

function extreme(options: readonly string[], sign: 1 | -1, random: Random): number {
  const best = Math.max(...options.map((option) => sign * option.length));
  const tied = options
    .map((option, index) => ({ option, index }))
    .filter(({ option }) => sign * option.length === best);
  return random.pick(tied).index;
}

/** Characters that differ, place by place: made by changing a real answer, the real one sits nearest the rest. */
function difference(a: string, b: string): number {
  let count = Math.abs(a.length - b.length);
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) if (a[index] !== b[index]) count += 1;
  return count;
}

function nearestTheRest(options: readonly string[], random: Random): number {
  const totals = options.map((option) => options.reduce((sum, other) => sum + difference(option, other), 0));
  const best = Math.min(...totals);
  return random.pick(totals.map((total, index) => ({ total, index })).filter(({ total }) => total === best)).index;
}

type Strategy = (question: GeneratedQuestion, random: Random) => number | undefined;

const firstWordSex = (option: string) => sexOfAnyName(option.split(/\s+/)[0] ?? '') ?? 'unknown';
const STRATEGIES: Record<string, Strategy> = {
  'odd length': (question) => oddOneOut(question.options, (option) => String(option.length)),
  'odd prefix': (question) => oddOneOut(question.options, (option) => option.charAt(0).toLowerCase()),
  'odd grouping': (question) => oddOneOut(question.options, (option) => option.replace(/[\p{L}\p{N}']+/gu, 'x')),
  'odd name gender': (question) => (isNameQuestion(question) ? oddOneOut(question.options, firstWordSex) : undefined),
  longest: (question, random) => extreme(question.options, 1, random),
  shortest: (question, random) => extreme(question.options, -1, random),
  'nearest the rest': (question, random) => nearestTheRest(question.options, random),
};

describe('Know Myself recall questions test knowing, not spotting', () => {
  const recall: GeneratedQuestion[] = [];
  const familyOf = new Map<GeneratedQuestion, string>();
  const byGroup = new Map<string, GeneratedQuestion[]>();
  const families = Object.keys(FAMILIES);
  for (let seed = 0; seed < 1000; seed += 1) {
    const family = families[seed % families.length] ?? '';
    const country = LEARNER_COUNTRIES[Math.floor(seed / families.length) % LEARNER_COUNTRIES.length] ?? 'UK';
    const age = AGES[Math.floor(seed / 55) % AGES.length] ?? 8;
    for (const question of quiz(family, country, age, seed, 10, seed % 2 === 1).filter(isRecall)) {
      recall.push(question);
      familyOf.set(question, family);
      for (const group of [family, country]) byGroup.set(group, [...(byGroup.get(group) ?? []), question]);
    }
  }

  it('gives every wrong option the real answer’s exact form, for every family and country', () => {
    expect(recall.length).toBeGreaterThan(5000);
    for (const question of recall) {
      const form = shapeOf(question.correctAnswer);
      for (const option of question.options) expect(shapeOf(option), `${question.question} ${option}`).toBe(form);
    }
  });

  it('lets no simple guess beat chance over 1,000 quizzes, overall and per family and country', () => {
    for (const [name, strategy] of Object.entries(STRATEGIES)) {
      const random = createRandom(7);
      const score = (questions: GeneratedQuestion[]) => {
        let hits = 0;
        let chance = 0;
        for (const question of questions) {
          const picked = strategy(question, random) ?? random.int(0, question.options.length - 1);
          if (question.options[picked] === question.correctAnswer) hits += 1;
          chance += 1 / question.options.length;
        }
        return { rate: hits / questions.length, chance: chance / questions.length };
      };
      const overall = score(recall);
      expect(overall.rate, name).toBeLessThan(overall.chance + 0.02);
      for (const [group, questions] of byGroup) {
        const result = score(questions);
        expect(result.rate, `${name}, ${group}`).toBeLessThan(result.chance + 0.06);
      }
    }
  }, 30_000);

  it('offers a mum’s, a dad’s or a sibling’s name only among names of the same kind, never a household name', () => {
    const female = new Set(FEMALE_NAMES);
    const male = new Set(MALE_NAMES);
    let checked = 0;
    for (const question of recall.filter(isNameQuestion)) {
      const wrong = question.options.filter((option) => option !== question.correctAnswer);
      const firstNames = wrong.map((option) => option.split(/\s+/)[0] ?? '');
      const realFamilyName = question.correctAnswer.split(/\s+/).slice(1).join(' ');
      const guardians = FAMILIES[familyOf.get(question) ?? ''] ?? {};
      const household = [
        'Wren Abernathy',
        'Tobi',
        'Mia',
        'Biscuit',
        guardians.parent1Name,
        guardians.parent2Name,
      ].flatMap((name) => name?.split(' ') ?? []);
      for (const name of firstNames) expect(household, question.question).not.toContain(name);
      for (const option of wrong) expect(option.split(/\s+/).slice(1).join(' ')).toBe(realFamilyName);
      if (/\b(mum|grandma|sister)/.test(question.question)) {
        for (const name of firstNames) expect(female.has(name), `${question.question}: ${name}`).toBe(true);
        checked += 1;
      }
      if (/\b(dad|brother)/.test(question.question)) {
        for (const name of firstNames) expect(male.has(name), `${question.question}: ${name}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    const wholeNames = Array.from({ length: 40 }, (_, seed) => quiz('two mums', 'UK', 5, seed, 20))
      .flat()
      .filter((question) => question.detail === 'full-name');
    expect(wholeNames.length).toBeGreaterThan(0);
    for (const question of wholeNames) {
      for (const option of question.options.filter((candidate) => candidate !== question.correctAnswer)) {
        expect(option).toMatch(/^Wren \S+$/);
        expect(option).not.toMatch(/Shah|Abernathy/);
      }
    }
  });

  it('never words two questions of one quiz alike, and tells two mums or two dads apart', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const family of ['two mums', 'two dads']) {
        const questions = quiz(family, 'UK', AGES[seed % AGES.length] ?? 8, seed, 20);
        const stems = questions.map((question) => question.question);
        expect(new Set(stems).size, stems.join('\n')).toBe(stems.length);
      }
    }
    const stems = Array.from({ length: 40 }, (_, seed) => quiz('two mums', 'UK', 8, seed, 20))
      .flat()
      .map((question) => question.question);
    // Neither in the child's own questions nor in a bank story ("Priya's school trip") beside them.
    // The numbers' starts tell the mums apart; neither mum is named, so no stem gives a name away.
    expect(stems).toContain("One of your mums' numbers starts 07912. What comes next?");
    expect(stems.some((stem) => stem.startsWith("One of your mums' numbers starts 020"))).toBe(true);
    expect(stems).toContain('Which of these is the full name of one of your mums?');
    expect(stems).toContain("Which of these is one of your mums' full names?");
    expect(stems.join('\n')).not.toMatch(/Priya|Grace/);
  });

  it('shows in a question no detail but the one it asks (and a carer’s first name, when two share a word)', () => {
    const others: [string, string][] = [
      ['street', 'Oak Road'],
      ['town', 'Leeds'],
      ['postcode', 'LS6'],
      ['school', 'Hillside'],
      ['teacher', 'Okafor'],
      ['pet', 'Biscuit'],
      ['sibling', 'Tobi'],
      ['sibling', 'Mia'],
      ['health', 'peanuts'],
      ['health', 'inhaler'],
      ['full-name', 'Abernathy'],
      ['phone', '07912'],
      ['phone', '020 '],
      ['name', 'Shah'],
    ];
    for (let seed = 0; seed < 100; seed += 1) {
      const asked = quiz(seed % 2 ? 'two mums' : 'one parent', 'UK', AGES[seed % 4] ?? 8, seed, 20).filter(isRecall);
      for (const question of asked) {
        for (const [detail, text] of others) {
          if (!question.detail?.includes(detail)) expect(question.question, question.detail).not.toContain(text);
        }
      }
    }
  });

  it('lets a learner of 10 or more type a postcode or a chunk of a number, and no one younger', () => {
    for (const age of AGES) {
      const asked = Array.from({ length: 10 }, (_, seed) => quiz('one parent', 'UK', age, seed))
        .flat()
        .filter(isRecall);
      const typed = asked.filter((question) => question.answerMode === 'type').map((question) => question.detail);
      if (age < 10) {
        expect(typed).toEqual([]);
        continue;
      }
      expect(typed).toContain('postcode');
      expect(typed).toContain('parent1-phone');
      for (const detail of typed) expect(['postcode', 'parent1-phone', 'own-phone']).toContain(detail);
    }
  });

  it('asks a number a chunk at a time, in the country’s chunks, never showing a whole number', () => {
    const chunks: Partial<Record<LearnerCountry, RegExp>> = {
      UK: /^Your dad's number starts (07912|07912 345)\. What comes next\?$/,
      US: /^Your dad's number starts (415|415 867)\. What comes next\?$/,
      AU: /^Your dad's number starts (0412|0412 345)\. What comes next\?$/,
      IE: /^Your dad's number starts (087|087 123)\. What comes next\?$/,
      FR: /^Your dad's number starts 06( 12)?( 34)?( 56)?\. What comes next\?$/,
      DE: /^Your dad's number starts (0151|0151 2345)\. What comes next\?$/,
      other: /^Your dad's number starts (803|803 123)\. What comes next\?$/,
    };
    for (const [country, stem] of Object.entries(chunks) as [LearnerCountry, RegExp][]) {
      const phones = Array.from({ length: 30 }, (_, seed) => quiz('one parent', country, 8, seed))
        .flat()
        .filter((question) => question.detail === 'parent1-phone');
      expect(phones.length, country).toBe(30);
      for (const question of phones) {
        expect(question.question, country).toMatch(stem);
        for (const option of question.options) expect(option, country).toMatch(/^\d{2,4}$/);
      }
    }
  });

  it('follows the learner’s country for postcodes and towns, and invents no form for "other"', () => {
    const postcodes: Partial<Record<LearnerCountry, RegExp>> = {
      UK: /^LS\d \d[ABD-HJLNP-UW-Z]{2}$/,
      US: /^62\d{3}$/,
      CA: /^B\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
      AU: /^32\d{2}$/,
      IE: /^T\d{2} [\dAC-FHKNPRTV-Y]{4}$/,
      NL: /^10\d{2} [A-Z]{2}$/,
      DE: /^10\d{3}$/,
    };
    for (const [country, form] of Object.entries(postcodes) as [LearnerCountry, RegExp][]) {
      const asked = Array.from({ length: 20 }, (_, seed) => quiz('one parent', country, 11, seed))
        .flat()
        .filter((question) => question.detail === 'postcode');
      expect(asked.length, country).toBe(20);
      for (const question of asked) for (const option of question.options) expect(option, country).toMatch(form);
    }
    const other = knowMyselfDetails(familyChild('one parent', 'other', 11), 'UK', 'other').map(({ detail }) => detail);
    expect(other).not.toContain('town');
    expect(other).not.toContain('postcode');
    const streets = Array.from({ length: 20 }, (_, seed) => quiz('one parent', 'other', 8, seed))
      .flat()
      .filter((question) => question.detail === 'street');
    for (const question of streets) {
      for (const option of question.options) expect(option).toMatch(/^\d{2} Adeola Street$/);
    }
    const french = Array.from({ length: 20 }, (_, seed) => quiz('one parent', 'FR', 8, seed))
      .flat()
      .filter((question) => question.detail === 'street');
    for (const question of french) {
      for (const option of question.options) expect(option).toMatch(/^\d{2} rue Victor Hugo$/);
    }
  });
});

describe('what matters most is always asked', () => {
  it('puts the address, a grown-up’s number and every health entry in every quiz', () => {
    for (const family of Object.keys(FAMILIES)) {
      for (const country of LEARNER_COUNTRIES) {
        for (const age of [4, 6, 8, 10, 13, 16]) {
          const mustAsk = knowMyselfDetails(familyChild(family, country, age), englishFor(country), country)
            .filter((detail) => detail.mustAsk)
            .map(({ detail }) => detail);
          expect(mustAsk.filter((detail) => detail.startsWith('health:'))).toHaveLength(2);
          expect(mustAsk).toContain('parent1-phone');
          expect(mustAsk).toContain('street');
          for (let seed = 0; seed < 3; seed += 1) {
            const asked = quiz(family, country, age, seed, 10, seed % 2 === 0).map((question) => question.detail);
            for (const detail of mustAsk) expect(asked, `${family} ${country} ${age}: ${detail}`).toContain(detail);
          }
        }
      }
    }
  }, 60_000);

  it('lets siblings through at ages 4 to 9 and health entries of any length at 4 to 6', () => {
    const siblingsAsked = new Set<string>();
    for (let seed = 0; seed < 60; seed += 1) {
      for (const question of quiz('two mums', 'UK', 4 + (seed % 6), seed, 20)) {
        if (question.detail?.startsWith('sibling:')) siblingsAsked.add(question.correctAnswer);
      }
    }
    expect([...siblingsAsked].sort()).toEqual(['Mia', 'Tobi']);
    const child = {
      ...familyChild('one parent', 'UK', 5),
      importantInfo: ['I am allergic to peanuts and I carry my adrenaline auto-injector everywhere in my school bag'],
    };
    const asked = generateQuiz(
      { kind: 'know-myself', child, difficulty: 'Normal', country: 'UK', count: 10 },
      content,
      createRandom(1),
    );
    expect(asked.find((question) => question.detail?.startsWith('health:'))?.correctAnswer).toBe(
      child.importantInfo[0],
    );
  });
});

describe('the "who is it safe to tell?" questions follow the learner’s real country', () => {
  // Services and numbers only the UK has; 999 is Ireland's too, but no other country in this list.
  const UK_ONLY = /\b(101|111)\b|NHS|CEOP|Childline|0800 ?1111/;
  const NOT_112_COUNTRIES = /\b(999|911|000|101|111)\b|NHS|CEOP|Childline/;

  it('fills a 20-question quiz for Ireland, the EU five and "other" from their own bank versions', () => {
    const bankIds = (bracket: string, version: string) =>
      new Set(
        (content.safety['personal-info'][bracket as '4-6'] ?? [])
          .filter((item) => item.countries.includes(version as 'IE'))
          .map((item) => item.id),
      );
    for (const [country, version] of [
      ['IE', 'IE'],
      ['FR', 'EU'],
      ['DE', 'EU'],
      ['other', 'other'],
    ] as const) {
      for (const [age, bracket] of [
        [5, '4-6'],
        [8, '7-9'],
        [11, '10-12'],
        [14, '13-16'],
      ] as const) {
        const allowed = bankIds(bracket, version);
        for (let seed = 0; seed < 10; seed += 1) {
          const questions = quiz('one parent', country, age, seed, 20, seed % 2 === 1);
          expect(questions).toHaveLength(20);
          const fromBank = questions.filter((question) => !isRecall(question));
          expect(fromBank.length, `${country} ${age}`).toBeGreaterThan(0);
          for (const question of fromBank) {
            expect(allowed.has(question.id), `${country} ${age}: ${question.id}`).toBe(true);
            const text = [question.question, ...question.options, question.explanation].join(' ');
            expect(text, `${country} ${question.id}`).not.toMatch(country === 'IE' ? UK_ONLY : NOT_112_COUNTRIES);
          }
        }
      }
    }
  }, 60_000);
});
