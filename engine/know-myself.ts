import { AGE_BRACKETS, type AgeBracket, bracketForAge, type QuizCountry } from '../contract/constants.ts';
import { CHARACTER_NAMES } from './names.ts';
import type { GeneratedQuestion, KnowMyselfChild } from './quiz.ts';
import type { Random } from './random.ts';
import { BRACKET_BOUNDS } from './validate-question.ts';

/**
 * Know Myself questions built from what the parent entered: the real detail among invented ones
 * of the same form. Nothing here ever comes from another family or from a model, and each
 * question shows only the detail it asks about.
 */

const FIRST_NAMES = [...CHARACTER_NAMES, 'Tane', 'Ruby', 'Omar', 'Isla', 'Theo'];
const LAST_NAMES = [
  'Patel',
  'Smith',
  'Nguyen',
  'Okafor',
  'Jones',
  'Garcia',
  'Khan',
  'Brown',
  'Wilson',
  'Murphy',
  'Chen',
  'Taylor',
  'Ali',
  'Evans',
  'Rossi',
  'Walker',
];
const STREET_NAMES = [
  'Oak',
  'Elm',
  'Willow',
  'Maple',
  'Cedar',
  'Station',
  'Church',
  'Mill',
  'Park',
  'Meadow',
  'Orchard',
  'Bridge',
  'Hill',
  'River',
  'Spring',
  'Garden',
];
const STREET_TYPES = [
  'Road',
  'Street',
  'Lane',
  'Avenue',
  'Close',
  'Drive',
  'Way',
  'Crescent',
  'Court',
  'Place',
  'Grove',
  'Terrace',
  'Boulevard',
];
const TOWNS: Record<QuizCountry, string[]> = {
  UK: [
    'Leeds',
    'Bristol',
    'York',
    'Norwich',
    'Derby',
    'Bath',
    'Exeter',
    'Chester',
    'Oxford',
    'Cardiff',
    'Durham',
    'Ipswich',
  ],
  US: ['Springfield', 'Portland', 'Madison', 'Franklin', 'Austin', 'Denver', 'Dayton', 'Salem', 'Tulsa', 'Fresno'],
  CA: ['Halifax', 'Regina', 'Kingston', 'Guelph', 'Moncton', 'Kelowna', 'Barrie', 'Saskatoon', 'Victoria', 'Sudbury'],
  AU: ['Ballarat', 'Geelong', 'Cairns', 'Darwin', 'Hobart', 'Mackay', 'Bendigo', 'Toowoomba', 'Wagga Wagga', 'Orange'],
};
const SCHOOL_NAMES = [
  'Oakwood',
  'Riverside',
  'Hillcrest',
  'Meadowbank',
  'Greenfield',
  'Brookside',
  'Westfield',
  'Fairview',
  'Ashgrove',
  'Willowbrook',
];
const PET_NAMES = [
  'Biscuit',
  'Luna',
  'Max',
  'Daisy',
  'Milo',
  'Pepper',
  'Coco',
  'Bella',
  'Ziggy',
  'Rosie',
  'Oscar',
  'Pip',
];
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

/** Numbers regulators keep for fiction, so a quiz never shows a stranger's real number. */
const AU_FICTION_MOBILES = [
  '0491 570 006',
  '0491 570 156',
  '0491 570 157',
  '0491 570 158',
  '0491 570 159',
  '0491 570 110',
  '0491 570 313',
  '0491 570 737',
  '0491 571 266',
  '0491 571 491',
  '0491 571 804',
  '0491 572 549',
  '0491 572 665',
  '0491 572 983',
  '0491 573 770',
  '0491 573 087',
  '0491 574 118',
  '0491 574 632',
  '0491 575 254',
  '0491 575 789',
];

export function fictionalPhone(country: QuizCountry, random: Random): string {
  if (country === 'UK') return `07700 900${String(random.int(0, 999)).padStart(3, '0')}`;
  if (country === 'AU') return random.pick(AU_FICTION_MOBILES);
  return `(${random.pick(['201', '312', '415', '617', '702', '808'])}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
}

/** The parent's number in the same layout the invented ones use, when its digits allow. */
export function formatPhone(raw: string, country: QuizCountry): string {
  const digits = raw.replace(/\D/g, '');
  if (country === 'UK' && digits.length === 11 && digits.startsWith('0'))
    return `${digits.slice(0, 5)} ${digits.slice(5)}`;
  if (country === 'AU' && digits.length === 10 && digits.startsWith('04'))
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (
    (country === 'US' || country === 'CA') &&
    (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')))
  ) {
    const local = digits.slice(-10);
    return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
  }
  return raw.trim();
}

const FAMILY_WORDS: Partial<Record<string, Partial<Record<QuizCountry, string>>>> = {
  Mum: { US: 'mom', CA: 'mom' },
  Stepmum: { US: 'stepmom', CA: 'stepmom' },
  Aunty: { US: 'aunt', CA: 'aunt' },
  Carer: { US: 'caregiver', CA: 'caregiver' },
};

/** The parent's own word for the grown-up (Mum, Dad, Foster Parent…), in the country's spelling. */
export function familyWord(relationship: string | undefined, country: QuizCountry): string {
  if (!relationship) return 'grown-up';
  return (FAMILY_WORDS[relationship]?.[country] ?? relationship).toLowerCase();
}

interface Template {
  id: string;
  skill: string;
  /** The youngest bracket the curriculum asks this detail of (section 2.2). */
  from: AgeBracket;
  /** The oldest, where the table stops asking (a 14-year-old is not asked their age). */
  until?: AgeBracket;
  build(
    child: KnowMyselfChild,
    context: TemplateContext,
  ): (Omit<GeneratedQuestion, 'id' | 'skill' | 'options'> & { wrong: string[] }) | undefined;
}

interface TemplateContext {
  country: QuizCountry;
  bracket: AgeBracket;
  isHard: boolean;
  random: Random;
}

function distinctFrom(real: string, candidates: string[], random: Random, count: number): string[] {
  const seen = new Set([real.toLowerCase()]);
  const chosen: string[] = [];
  for (const candidate of random.shuffle(candidates)) {
    if (chosen.length >= count) break;
    if (!seen.has(candidate.toLowerCase())) {
      seen.add(candidate.toLowerCase());
      chosen.push(candidate);
    }
  }
  return chosen;
}

/** The real number, in the same layout as invented ones taken only from fiction ranges. */
function phoneChoices(phone: string, country: QuizCountry, random: Random): { correctAnswer: string; wrong: string[] } {
  const correctAnswer = formatPhone(phone, country);
  const invented = Array.from({ length: 8 }, () => fictionalPhone(country, random));
  return { correctAnswer, wrong: distinctFrom(correctAnswer, invented, random, 3) };
}

function parseStreetLine(address: string): { number: number; name: string; type: string } | undefined {
  const firstLine = address.split(/[,\n]/)[0]?.trim() ?? '';
  const match = /^(\d{1,4})[a-z]?\s+(.+?)\s+(\p{L}+)$/iu.exec(firstLine);
  if (!match) return undefined;
  return { number: Number(match[1]), name: match[2] ?? '', type: match[3] ?? '' };
}

function parseDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Dates in words ("4 March 2017"), because the US writes the month first. */
function dateInWords(date: Date, withYear: boolean): string {
  const words = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return withYear ? `${words} ${date.getUTCFullYear()}` : words;
}

const TEMPLATES: Template[] = [
  {
    id: 'full-name',
    skill: 'KM-A-01',
    from: '4-6',
    build(child, { random }) {
      const real = `${child.firstName} ${child.lastName}`;
      const wrong = [
        ...LAST_NAMES.map((last) => `${child.firstName} ${last}`),
        ...FIRST_NAMES.map((first) => `${first} ${child.lastName}`),
      ];
      return {
        question: 'What is your whole name?',
        correctAnswer: real,
        wrong: distinctFrom(real, random.shuffle(wrong), random, 3),
        explanation: 'Helpers need your whole name. It helps them find your family.',
      };
    },
  },
  {
    id: 'age',
    skill: 'KM-A-02',
    from: '4-6',
    until: '4-6',
    build(child, { random }) {
      const wrong = [-2, -1, 1, 2, 3].map((delta) => child.age + delta).filter((age) => age >= 3 && age <= 18);
      return {
        question: 'How old are you?',
        correctAnswer: String(child.age),
        wrong: distinctFrom(String(child.age), random.shuffle(wrong.map(String)), random, 3),
        explanation: 'Your age helps grown-ups look after you.',
      };
    },
  },
  {
    id: 'birthday',
    skill: 'KM-B-02',
    from: '4-6',
    build(child, { bracket, random }) {
      const date = child.birthday ? parseDate(child.birthday) : undefined;
      if (!date) return undefined;
      const withYear = bracket !== '4-6';
      const real = dateInWords(date, withYear);
      const wrong = Array.from({ length: 8 }, () => {
        const other = new Date(date);
        other.setUTCDate(random.int(1, 28));
        other.setUTCMonth(random.int(0, 11));
        if (withYear && random.next() < 0.4) other.setUTCFullYear(date.getUTCFullYear() + random.pick([-1, 1]));
        return dateInWords(other, withYear);
      });
      return {
        question: 'When is your birthday?',
        correctAnswer: real,
        wrong: distinctFrom(real, wrong, random, 3),
        explanation: 'Your birthday is your own special day.',
      };
    },
  },
  {
    id: 'street',
    skill: 'KM-A-05',
    from: '4-6',
    build(child, { random, isHard }) {
      const street = child.homeAddress ? parseStreetLine(child.homeAddress) : undefined;
      if (!street) return undefined;
      const real = `${street.number} ${street.name} ${street.type}`;
      const wrong = Array.from({ length: 10 }, () => {
        const number = isHard ? street.number + random.pick([-2, -1, 1, 2, 10]) : random.int(1, 120);
        const name = isHard && random.next() < 0.5 ? street.name : random.pick(STREET_NAMES);
        const type = random.next() < 0.7 ? street.type : random.pick(STREET_TYPES);
        return `${Math.max(1, number)} ${name} ${type}`;
      });
      return {
        question: 'What is your house number and street?',
        correctAnswer: real,
        wrong: distinctFrom(real, wrong, random, 3),
        explanation: 'Your address helps a helper take you home.',
      };
    },
  },
  {
    id: 'town',
    skill: 'KM-A-05',
    from: '4-6',
    build(child, { country, random }) {
      if (!child.city) return undefined;
      return {
        question: 'Which town or city do you live in?',
        correctAnswer: child.city,
        wrong: distinctFrom(child.city, TOWNS[country], random, 3),
        explanation: 'Your town helps a helper find your home.',
      };
    },
  },
  {
    id: 'postcode',
    skill: 'KM-B-01',
    from: '7-9',
    build(child, { country, random }) {
      const pattern =
        country === 'US'
          ? /\b\d{5}(?:-\d{4})?\b/
          : country === 'CA'
            ? /\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/i
            : country === 'AU'
              ? /\b\d{4}\b(?!.*\b\d{4}\b)/
              : /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/i;
      const real = child.homeAddress ? pattern.exec(child.homeAddress)?.[0]?.toUpperCase() : undefined;
      if (!real) return undefined;
      const letters = 'ABDEFGHJLMNPRSTW';
      const mutate = () =>
        real.replace(/[A-Z]|\d/g, (character, index: number) =>
          index === 0 || random.next() < 0.6
            ? character
            : /\d/.test(character)
              ? String(random.int(0, 9))
              : random.pick(letters.split('')),
        );
      const word = country === 'US' ? 'ZIP code' : country === 'CA' ? 'postal code' : 'postcode';
      return {
        question: `What is your ${word}?`,
        correctAnswer: real,
        wrong: distinctFrom(real, Array.from({ length: 10 }, mutate), random, 3),
        explanation: `Your ${word} helps people find your home.`,
      };
    },
  },
  ...([1, 2] as const).flatMap((which): Template[] => [
    {
      id: `parent${which}-name`,
      skill: 'KM-A-03',
      from: '4-6',
      build(child, { country, random }) {
        const name = which === 1 ? child.parent1Name : child.parent2Name;
        if (!name?.trim()) return undefined;
        const word = familyWord(which === 1 ? child.parent1RelationshipType : child.parent2RelationshipType, country);
        const parts = name.trim().split(/\s+/);
        const isFull = parts.length > 1;
        const wrong = isFull ? FIRST_NAMES.map((first) => `${first} ${parts.slice(1).join(' ')}`) : FIRST_NAMES;
        return {
          question: isFull ? `What is your ${word}'s full name?` : `What is your ${word}'s real name?`,
          correctAnswer: name.trim(),
          wrong: distinctFrom(name.trim(), wrong, random, 3),
          explanation: `Helpers need your ${word}'s real name. Then they can find them.`,
        };
      },
    },
    {
      id: `parent${which}-phone`,
      skill: 'KM-A-06',
      from: which === 1 ? '4-6' : '7-9',
      build(child, { country, random }) {
        const phone = which === 1 ? child.parent1Phone : child.parent2Phone;
        if (!phone?.trim()) return undefined;
        const word = familyWord(which === 1 ? child.parent1RelationshipType : child.parent2RelationshipType, country);
        return {
          question: `What is your ${word}'s phone number?`,
          ...phoneChoices(phone, country, random),
          explanation: `A helper can call your ${word}. Then they can come for you.`,
        };
      },
    },
  ]),
  {
    id: 'own-phone',
    skill: 'KM-D-01',
    from: '10-12',
    build(child, { country, random }) {
      if (!child.phoneNumber?.trim()) return undefined;
      return {
        question: 'What is your own phone number?',
        ...phoneChoices(child.phoneNumber, country, random),
        explanation: 'Know it by heart, in case your phone is lost or flat.',
      };
    },
  },
  {
    id: 'school',
    skill: 'KM-A-04',
    from: '4-6',
    build(child, { random }) {
      const school = child.schoolName?.trim();
      if (!school) return undefined;
      const words = school.split(/\s+/);
      const suffix = words.length > 1 ? words.slice(1).join(' ') : 'School';
      return {
        question: 'What is the name of your school?',
        correctAnswer: school,
        wrong: distinctFrom(
          school,
          SCHOOL_NAMES.map((name) => `${name} ${suffix}`),
          random,
          3,
        ),
        explanation: 'Your school can help find your family.',
      };
    },
  },
  {
    id: 'teacher',
    skill: 'KM-A-04',
    from: '4-6',
    build(child, { random }) {
      const teacher = child.teacherName?.trim();
      if (!teacher) return undefined;
      const match = /^(Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+(.+)$/i.exec(teacher);
      const wrong = match ? LAST_NAMES.map((last) => `${match[1]} ${last}`) : FIRST_NAMES;
      return {
        question: 'What is your teacher called?',
        correctAnswer: teacher,
        wrong: distinctFrom(teacher, wrong, random, 3),
        explanation: 'Your teacher is a trusted grown-up at school.',
      };
    },
  },
  {
    id: 'pet',
    skill: 'KM-A-07',
    from: '4-6',
    until: '10-12',
    build(child, { random }) {
      const pet = child.pets?.find((entry) => entry.name.trim() && entry.type.trim());
      if (!pet) return undefined;
      return {
        question: `What is your ${pet.type.trim().toLowerCase()} called?`,
        correctAnswer: pet.name.trim(),
        wrong: distinctFrom(pet.name.trim(), PET_NAMES, random, 3),
        explanation: 'Your pets are part of your home too.',
      };
    },
  },
  {
    id: 'sibling',
    skill: 'KM-A-07',
    from: '4-6',
    until: '10-12',
    build(child, { random }) {
      const sibling = child.siblings?.find((entry) => entry.name.trim());
      if (!sibling) return undefined;
      return {
        question: `What is your ${sibling.type.toLowerCase()}'s name?`,
        correctAnswer: sibling.name.trim(),
        wrong: distinctFrom(sibling.name.trim(), FIRST_NAMES, random, 3),
        explanation: 'Your family is part of knowing yourself.',
      };
    },
  },
  {
    id: 'important-info',
    skill: 'KM-A-08',
    from: '4-6',
    build(child, { random }) {
      const info = child.importantInfo?.find((entry) => entry.trim());
      if (!info) return undefined;
      return {
        question: 'What must your grown-ups know about you?',
        correctAnswer: info.trim(),
        wrong: distinctFrom(info.trim(), ['Nothing at all', 'I like to sing', 'My shoe size'], random, 2),
        explanation: 'It helps them keep you safe and well.',
      };
    },
  },
];

/** Every template question this child's details allow at their age, already in the bracket's bounds. */
export function buildKnowMyselfQuestions(
  child: KnowMyselfChild,
  country: QuizCountry,
  isHard: boolean,
  random: Random,
): GeneratedQuestion[] {
  const bracket = bracketForAge(child.age);
  const bounds = BRACKET_BOUNDS[bracket];
  const optionCount = isHard ? bounds.maxOptions : bounds.minOptions;
  const context: TemplateContext = { country, bracket, isHard, random };
  const level = AGE_BRACKETS.indexOf(bracket);
  const asked = TEMPLATES.filter(
    (template) =>
      AGE_BRACKETS.indexOf(template.from) <= level && level <= AGE_BRACKETS.indexOf(template.until ?? '13-16'),
  );
  return asked.flatMap((template) => {
    const built = template.build(child, context);
    if (!built || built.wrong.length < optionCount - 1) return [];
    const { wrong, ...rest } = built;
    return [
      {
        ...rest,
        id: `know-myself:${template.id}`,
        skill: template.skill,
        options: random.shuffle([built.correctAnswer, ...wrong.slice(0, optionCount - 1)]),
      },
    ];
  });
}
