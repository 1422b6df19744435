import type { LearnerCountry } from '../../contract/constants.ts';
import { findUnit, type UnitNumber } from '../../contract/phone-and-postcode.ts';
import { capitalise } from '../text.ts';
import type { BuildContext, BuiltQuestion, Detail } from './detail.ts';
import { textKey, withLastWord } from './detail.ts';
import {
  ENGLISH_ADDRESS_COUNTRIES,
  findPostcode,
  firstAddressLine,
  POSTCODE_WORDS,
  parseEnglishStreet,
  postcodeAreaLength,
  postcodeLetters,
} from './formats.ts';
import { lengthMatched, shapeOf, varyCharacters } from './look-alikes.ts';
import { SAINTS, SCHOOL_KIND_WORDS, SCHOOL_WORDS, SCHOOL_WORDS_BY_COUNTRY } from './school-words.ts';
import { HEALTH_FALLBACKS, HEALTH_WORD_KINDS, STREET_NAMES, TOWNS } from './word-lists.ts';

/** Where the child lives, learns and is born, and what grown-ups must know about their health. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "12 Oak Road" among "47 Elm Road" and "85 Mill Road": the same number of digits, the same kind
 * of street. Where addresses are not written that way, only the house number changes, so the
 * options keep the parent's own form.
 */
function englishStreet(address: string, formats: LearnerCountry) {
  return ENGLISH_ADDRESS_COUNTRIES.includes(formats) ? parseEnglishStreet(address) : undefined;
}

function streetQuestion(address: string, context: BuildContext): BuiltQuestion | undefined {
  const { random, wrongCount } = context;
  const english = englishStreet(address, context.formats);
  const base = {
    question: 'What is your house number and street?',
    explanation: 'Your address helps a helper take you home.',
  };
  if (english) {
    const digits = english.number.match(/^\d+/)?.[0] ?? '';
    const suffix = english.number.slice(digits.length);
    const numbers = varyCharacters(digits, wrongCount, random, { changes: digits.length }).map((n) => n + suffix);
    const words = english.name.split(/\s+/);
    const lastName = words.at(-1) ?? english.name;
    // A word already in the street never comes back as its look-alike ("Maple Ridge" → "Maple Maple").
    const inStreet = [...words, english.type];
    const names = context.isHard
      ? Array.from({ length: wrongCount }, () => english.name)
      : withLastWord(english.name, lengthMatched(lastName, STREET_NAMES, wrongCount, random, inStreet));
    if (numbers.length < wrongCount || names.length < wrongCount) return undefined;
    return {
      ...base,
      correctAnswer: `${english.number} ${english.name} ${english.type}`,
      wrong: numbers.map((number, index) => `${number} ${names[index]} ${english.type}`),
    };
  }
  const line = firstAddressLine(address);
  const houseNumber = line?.match(/\d+/)?.[0];
  if (!line || !houseNumber) return undefined;
  return {
    ...base,
    correctAnswer: line,
    wrong: varyCharacters(houseNumber, wrongCount, random, { changes: houseNumber.length }).map((number) =>
      line.replace(houseNumber, number),
    ),
  };
}

/** What the parent called it: a flat, an apartment, a unit or a suite ("#12" is an apartment). */
function unitWord(unit: UnitNumber): string {
  const word = unit.word.toLowerCase().replace(/\.$/, '');
  if (word === 'apt' || word === '#') return 'apartment';
  return word;
}

/** "Apt 3B" among "Apt 5B" and "Apt 7D": the parent's word, the number changed place by place. */
function unitQuestion(unit: UnitNumber, context: BuildContext): BuiltQuestion | undefined {
  const word = unitWord(unit);
  const prefix = unit.text.slice(0, unit.text.length - unit.number.length);
  const changes = context.bracket === '4-6' ? unit.number.length : Math.min(2, unit.number.length);
  const numbers = varyCharacters(unit.number, context.wrongCount, context.random, { changes });
  if (numbers.length < context.wrongCount) return undefined;
  return {
    question: `What is your ${word} number?`,
    correctAnswer: unit.text,
    wrong: numbers.map((number) => `${prefix}${number}`),
    explanation: `Your ${word} number tells a helper which door is yours.`,
  };
}

function townsLike(city: string, formats: LearnerCountry): readonly string[] {
  return (TOWNS[formats] ?? []).filter((town) => shapeOf(town) === shapeOf(city));
}

function townQuestion(city: string, context: BuildContext): BuiltQuestion {
  const towns = townsLike(city, context.formats);
  return {
    question: 'Which town or city do you live in?',
    correctAnswer: city,
    wrong: lengthMatched(city, towns, context.wrongCount, context.random),
    explanation: 'Your town helps a helper find your home.',
  };
}

function postcodeQuestion(postcode: string, context: BuildContext): BuiltQuestion {
  const word = POSTCODE_WORDS[context.formats] ?? 'postcode';
  return {
    question: `What is your ${word}?`,
    correctAnswer: postcode,
    wrong: varyCharacters(postcode, context.wrongCount, context.random, {
      changes: 2,
      keepFirst: postcodeAreaLength(postcode, context.formats),
      letters: postcodeLetters(context.formats),
    }),
    explanation: `Your ${word} helps people find your home.`,
    typeable: true,
  };
}

/** "Oakwood Primary School" among "Riverside Primary School" …: only the school's own word changes. */
function schoolQuestion(school: string, context: BuildContext): BuiltQuestion | undefined {
  const words = school.split(/\s+/);
  let own = words.length;
  while (own > 0 && SCHOOL_KIND_WORDS.has((words[own - 1] ?? '').toLowerCase())) own -= 1;
  if (own === 0) return undefined;
  const distinctive = words.slice(0, own).join(' ');
  const kind = words.slice(own).join(' ');
  const lastOwn = words[own - 1] ?? '';
  const isSaint = own >= 2 && /^(St\.?|Saint)$/i.test(words[own - 2] ?? '');
  const pool = isSaint ? SAINTS : (SCHOOL_WORDS_BY_COUNTRY[context.formats] ?? SCHOOL_WORDS);
  const replacements = lengthMatched(lastOwn, pool, context.wrongCount, context.random);
  return {
    question: 'What is the name of your school?',
    correctAnswer: school,
    wrong: withLastWord(distinctive, replacements).map((name) => (kind ? `${name} ${kind}` : name)),
    explanation: 'Your school can help find your family.',
  };
}

function parseDate(value: string): { day: number; month: number; year: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { day, month, year } : undefined;
}

/** "4 March 2017": in words, because the US writes the month first. Days keep their digit count. */
function birthdayQuestion(birthday: string, context: BuildContext): BuiltQuestion | undefined {
  const date = parseDate(birthday);
  if (!date) return undefined;
  const { random, wrongCount } = context;
  const month = MONTHS[date.month - 1] ?? '';
  const days = (date.day < 10 ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : Array.from({ length: 19 }, (_, i) => i + 10)).filter(
    (day) => day !== date.day,
  );
  const otherDays = random.shuffle(days).slice(0, wrongCount);
  const otherMonths = lengthMatched(month, MONTHS, wrongCount, random);
  const year = context.bracket === '4-6' ? '' : ` ${date.year}`;
  return {
    question: 'When is your birthday?',
    correctAnswer: `${date.day} ${month}${year}`,
    wrong: otherDays.map((day, index) => `${day} ${otherMonths[index]}${year}`),
    explanation: 'Your birthday is your own special day.',
  };
}

/** One stem per health entry the form allows, so every entry is asked in the same quiz. */
const HEALTH_QUESTIONS = [
  'Which of these is true about you?',
  'Which of these must a new grown-up know?',
  'Which of these should your helpers know?',
  'Which of these is right about you?',
  'What must your grown-ups know about you?',
  'Which of these should your teacher know?',
  'Which of these should a coach know about you?',
  'Which of these is about you?',
  'Which of these should a babysitter know?',
  'What should a helper know about you?',
];

function containsWord(text: string, word: string): boolean {
  return new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\b`, 'i').test(text);
}

/**
 * The parent's own sentence with one word swapped for another of its kind, so every option has
 * its length and shape; never a swap that is true of the child (another entry of theirs).
 */
function healthQuestion(entry: string, question: string, context: BuildContext): BuiltQuestion | undefined {
  const entries = (context.child.importantInfo ?? []).filter((text) => text.trim());
  const trueOfChild = (word: string) => entries.some((text) => containsWord(text, word));
  const base = { question, correctAnswer: entry, explanation: 'Grown-ups who look after you must know it.' };
  for (const kind of HEALTH_WORD_KINDS) {
    const found = [...kind].sort((a, b) => b.length - a.length).find((word) => containsWord(entry, word));
    if (!found) continue;
    const others = kind.filter((word) => !trueOfChild(word) && shapeOf(word) === shapeOf(found));
    const swaps = lengthMatched(found, others, context.wrongCount, context.random);
    if (swaps.length < context.wrongCount) continue;
    const pattern = new RegExp(`\\b${found.replace(/[-]/g, '\\-')}\\b`, 'i');
    // Capitalised only where the parent capitalised an ordinary word (a sentence's first word).
    const written = pattern.exec(entry)?.[0] ?? found;
    const startsWithCapital = written !== found && /^\p{Lu}/u.test(written);
    return {
      ...base,
      wrong: swaps.map((swap) => entry.replace(pattern, startsWithCapital ? capitalise(swap) : swap)),
    };
  }
  const fallbacks = HEALTH_FALLBACKS.filter(
    (statement) => !statement.split(/\s+/).some((word) => word.length > 3 && trueOfChild(word)),
  );
  const sameForm = lengthMatched(entry, fallbacks, context.wrongCount, context.random);
  return { ...base, wrong: sameForm.length > 0 ? sameForm : nearInLength(entry, fallbacks, context) };
}

/**
 * For an entry in words no list knows ("I am allergic to bee stings and carry a pen"): statements
 * near its length, no two of one form unless it is the entry's, the entry equally likely to be the
 * shortest, the longest or between, so no guess by length or by form finds it. It is always asked.
 */
function nearInLength(entry: string, pool: readonly string[], context: BuildContext): string[] {
  const { random, wrongCount } = context;
  const byCloseness = (entries: string[]) =>
    random.shuffle(entries).sort((a, b) => Math.abs(a.length - entry.length) - Math.abs(b.length - entry.length));
  const candidates = pool.filter((statement) => statement.toLowerCase() !== entry.toLowerCase());
  const shorter = byCloseness(candidates.filter((statement) => statement.length <= entry.length));
  const longer = byCloseness(candidates.filter((statement) => statement.length > entry.length));
  const chosen: string[] = [];
  const forms = new Set<string>();
  const take = (from: string[], wanted: number) => {
    for (const statement of from) {
      if (chosen.length >= wanted) return;
      const form = shapeOf(statement);
      if (chosen.includes(statement) || (forms.has(form) && form !== shapeOf(entry))) continue;
      chosen.push(statement);
      forms.add(form);
    }
  };
  take(shorter, random.int(0, wrongCount));
  take(longer, wrongCount);
  take(shorter, wrongCount);
  return chosen;
}

export function homeDetails(context: Pick<BuildContext, 'child' | 'formats'>): Detail[] {
  const { child, formats } = context;
  const details: Detail[] = [];
  const address = child.homeAddress?.trim();
  if (child.age <= 6) {
    details.push({
      key: 'age',
      label: 'Age',
      mustAsk: false,
      skill: 'KM-A-02',
      from: '4-6',
      until: '4-6',
      build: ({ random, wrongCount }) => {
        const below = random.int(0, wrongCount);
        const ages = Array.from({ length: wrongCount + 1 }, (_, index) => child.age - below + index);
        return {
          question: 'How old are you?',
          correctAnswer: String(child.age),
          wrong: ages.filter((age) => age !== child.age).map(String),
          explanation: 'Your age helps grown-ups look after you.',
        };
      },
    });
  }
  if (child.birthday) {
    const birthday = child.birthday;
    details.push({
      key: 'birthday',
      label: 'Birthday',
      mustAsk: false,
      skill: 'KM-B-02',
      from: '4-6',
      build: (build) => birthdayQuestion(birthday, build),
    });
  }
  if (address && (englishStreet(address, formats) || firstAddressLine(address))) {
    details.push({
      key: 'street',
      reviewOften: true,
      label: 'Address',
      mustAsk: true,
      skill: 'KM-A-05',
      from: '4-6',
      build: (build) => streetQuestion(address, build),
    });
  }
  const unit = address ? findUnit(address) : undefined;
  if (unit) {
    details.push({
      key: 'flat',
      reviewOften: true,
      label: `${capitalise(unitWord(unit))} number`,
      mustAsk: true,
      skill: 'KM-A-05',
      from: '4-6',
      build: (build) => unitQuestion(unit, build),
    });
  }
  const city = child.city?.trim();
  // Town options come from the country's list: "other" countries have none, so their town is not asked.
  if (city && townsLike(city, formats).length >= 3) {
    details.push({
      key: 'town',
      reviewOften: true,
      label: 'Town',
      mustAsk: true,
      skill: 'KM-A-05',
      from: '4-6',
      build: (build) => townQuestion(city, build),
    });
  }
  const postcode = address ? findPostcode(address, formats) : undefined;
  if (postcode) {
    details.push({
      key: 'postcode',
      reviewOften: true,
      label: (POSTCODE_WORDS[formats] ?? 'postcode').replace(/^./, (first) => first.toUpperCase()),
      mustAsk: true,
      skill: 'KM-B-01',
      from: '7-9',
      build: (build) => postcodeQuestion(postcode, build),
    });
  }
  const school = child.schoolName?.trim();
  if (school) {
    details.push({
      key: 'school',
      label: 'School',
      mustAsk: false,
      skill: 'KM-A-04',
      from: '4-6',
      build: (build) => schoolQuestion(school, build),
    });
  }
  const entries = [...new Set((child.importantInfo ?? []).map((entry) => entry.trim()).filter(Boolean))];
  entries.slice(0, HEALTH_QUESTIONS.length).forEach((entry, index) => {
    const question = HEALTH_QUESTIONS[index] ?? '';
    details.push({
      key: `health:${textKey(entry)}`,
      label: entry,
      mustAsk: true,
      skill: child.age <= 6 ? 'KM-A-08' : 'KM-B-06',
      from: '4-6',
      build: (build) => healthQuestion(entry, question, build),
    });
  });
  return details;
}
