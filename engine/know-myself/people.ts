import type { QuizCountry } from '../../contract/constants.ts';
import type { NameSex } from '../names.ts';
import { capitalise } from '../text.ts';
import type { BuildContext, BuiltQuestion, Detail } from './detail.ts';
import { firstWord, textKey, withLastWord } from './detail.ts';
import { phoneChunks } from './formats.ts';
import { lengthMatched, shapeOf, varyCharacters } from './look-alikes.ts';
import { lookAlikeNames, sexOfAnyName } from './name-traditions.ts';
import { PET_NAMES } from './word-lists.ts';

/** Names, numbers and family: the details about the people a child can ask for. */

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

const RELATIONSHIP_SEX: Record<string, NameSex> = {
  Mum: 'female',
  Stepmum: 'female',
  Grandma: 'female',
  Aunty: 'female',
  Sister: 'female',
  Dad: 'male',
  Stepdad: 'male',
  Granddad: 'male',
  Uncle: 'male',
  Brother: 'male',
};

/**
 * Names to offer beside a real one: of the relationship's sex (a mum among women's names), or,
 * when the real name is listed otherwise or the relationship does not say, names given to anyone;
 * always from the real name's own tradition (see ./name-traditions.ts).
 */
function sexToOffer(realFirst: string, relationship: string | undefined): NameSex {
  const byRelationship = relationship ? RELATIONSHIP_SEX[relationship] : undefined;
  const byName = sexOfAnyName(realFirst);
  if (byRelationship && (!byName || byName === byRelationship)) return byRelationship;
  return byName ?? 'any';
}

function otherNames(realFirst: string, relationship: string | undefined, context: BuildContext): string[] {
  const pool = lookAlikeNames(realFirst, sexToOffer(realFirst, relationship), context.formats);
  return lengthMatched(realFirst, pool, context.wrongCount, context.random, [...context.household]);
}

/** Family names like LAST (a Dubois among Moreau and Girard), never one of the household's. */
function otherFamilyNames(last: string, context: BuildContext): string[] {
  const pool = lookAlikeNames(last, 'family', context.formats);
  return lengthMatched(last, pool, context.wrongCount, context.random, context.household);
}

/** The real name and look-alikes that differ only in the first name, so the family name gives nothing away. */
function nameChoices(name: string, relationship: string | undefined, context: BuildContext, full: boolean) {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const rest = full ? words.slice(1).join(' ') : '';
  const withRest = (given: string) => (rest ? `${given} ${rest}` : given);
  return { correctAnswer: withRest(first), wrong: otherNames(first, relationship, context).map(withRest) };
}

interface Guardian {
  which: 1 | 2;
  name?: string;
  phone?: string;
  relationship?: string;
}

function guardians(context: Pick<BuildContext, 'child'>): Guardian[] {
  const { child } = context;
  return [
    {
      which: 1,
      name: child.parent1Name?.trim(),
      phone: child.parent1Phone?.trim(),
      relationship: child.parent1RelationshipType,
    },
    {
      which: 2,
      name: child.parent2Name?.trim(),
      phone: child.parent2Phone?.trim(),
      relationship: child.parent2RelationshipType,
    },
  ];
}

/** Both grown-ups go by the same word (two mums, two grandads): questions then name which one. */
function sharesWord(guardian: Guardian, country: QuizCountry, all: Guardian[]): Guardian | undefined {
  const word = familyWord(guardian.relationship, country);
  return all.find((other) => other.which !== guardian.which && familyWord(other.relationship, country) === word);
}

/**
 * "What is your mum's name?"; when two grown-ups share the word, neither is named in the stem
 * (that would give the other question's answer away): each asks for "one of your mums", in its
 * own words, and the other mum is never among the options.
 */
function guardianName(guardian: Guardian, context: BuildContext): BuiltQuestion | undefined {
  if (!guardian.name) return undefined;
  const word = familyWord(guardian.relationship, context.country);
  const full = context.bracket !== '4-6' && guardian.name.split(/\s+/).length > 1;
  const { correctAnswer, wrong } = nameChoices(guardian.name, guardian.relationship, context, full);
  const asked = full ? 'full name' : 'name';
  const twin = sharesWord(guardian, context.country, guardians(context));
  const twinStems = [
    `Which of these is the ${asked} of one of your ${word}s?`,
    `Which of these is one of your ${word}s' ${asked}s?`,
  ];
  return {
    question: twin ? (twinStems[guardian.which - 1] ?? '') : `What is your ${word}'s ${asked}?`,
    correctAnswer,
    wrong,
    explanation: `Helpers need your ${word}'s real name. Then they can find your ${word}.`,
  };
}

type Whose = (start: string) => { words: string; shown: string[] };

/**
 * Whose number it is ("Your dad's number"). When two grown-ups share a word, the number's start
 * tells them apart ("One of your mums' numbers starts 07912"), so no name is shown that another
 * question asks for; only when both numbers start alike is the grown-up named.
 */
function owner(guardian: Guardian, context: BuildContext): Whose {
  const word = familyWord(guardian.relationship, context.country);
  const twin = sharesWord(guardian, context.country, guardians(context));
  if (!twin) return () => ({ words: `Your ${word}'s number`, shown: [] });
  const twinNumber = twin.phone ? (phoneChunks(twin.phone, context.formats)?.join(' ') ?? '') : '';
  return (start) => {
    if (!twinNumber.startsWith(start)) return { words: `One of your ${word}s' numbers`, shown: [] };
    const name = guardian.name ? firstWord(guardian.name) : undefined;
    if (name) return { words: `Your ${word} ${name}'s number`, shown: [name] };
    return { words: `Your ${guardian.which === 1 ? 'first' : 'other'} ${word}'s number`, shown: [] };
  };
}

/**
 * "Mum's number starts 07912. What comes next?" The options are the next chunk and look-alikes of
 * its exact length: never a whole number, so no option is a stranger's phone number, and the real
 * number's start is on screen for every option alike.
 */
function phoneQuestion(raw: string, whose: Whose, context: BuildContext, helper: string) {
  const chunks = phoneChunks(raw, context.formats);
  if (!chunks) return undefined;
  const asked = context.random.int(1, chunks.length - 1);
  const real = chunks[asked] ?? '';
  const start = chunks.slice(0, asked).join(' ');
  const changes = context.bracket === '4-6' ? real.length : Math.min(2, real.length);
  const { words, shown } = whose(start);
  return {
    question: `${words} starts ${start}. What comes next?`,
    correctAnswer: real,
    wrong: varyCharacters(real, context.wrongCount, context.random, { changes }),
    explanation: `Say the number in small parts. Then ${helper}.`,
    shown: [...shown, start],
    typeable: true,
  } satisfies BuiltQuestion;
}

function pluralOf(word: string): string {
  return /(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`;
}

export function peopleDetails(context: Pick<BuildContext, 'child' | 'country' | 'formats'>): Detail[] {
  const { child, country, formats } = context;
  const all = guardians(context).map((guardian) =>
    guardian.phone && !phoneChunks(guardian.phone, formats) ? { ...guardian, phone: undefined } : guardian,
  );
  const firstWithPhone = all.find((guardian) => guardian.phone)?.which;
  const details: Detail[] = [
    {
      key: 'full-name',
      label: 'Whole name',
      mustAsk: false,
      skill: 'KM-A-01',
      from: '4-6',
      build: (build) => ({
        question: 'What is your whole name?',
        correctAnswer: `${build.child.firstName.trim()} ${build.child.lastName.trim()}`,
        wrong: otherFamilyNames(build.child.lastName.trim(), build).map(
          (last) => `${build.child.firstName.trim()} ${last}`,
        ),
        explanation: 'Helpers need your whole name. It helps them find your family.',
      }),
    },
  ];
  for (const guardian of all) {
    const word = familyWord(guardian.relationship, country);
    const twin = sharesWord(guardian, country, all);
    const label = twin && guardian.name ? `${word} ${firstWord(guardian.name)}` : word;
    const title = capitalise(label);
    if (guardian.name) {
      details.push({
        key: `parent${guardian.which}-name`,
        label: `${title}'s name`,
        mustAsk: false,
        skill: 'KM-A-03',
        from: '4-6',
        build: (build) => guardianName(guardian, build),
      });
    }
    if (guardian.phone) {
      const phone = guardian.phone;
      const isFirst = guardian.which === firstWithPhone;
      details.push({
        key: `parent${guardian.which}-phone`,
        label: `${title}'s number`,
        mustAsk: isFirst,
        reviewOften: isFirst,
        skill: isFirst ? 'KM-A-06' : 'KM-B-03',
        from: isFirst ? '4-6' : '7-9',
        build: (build) =>
          phoneQuestion(
            phone,
            owner(guardian, build),
            build,
            `a helper can call your ${familyWord(guardian.relationship, build.country)}`,
          ),
      });
    }
  }
  if (child.phoneNumber?.trim() && phoneChunks(child.phoneNumber, formats)) {
    const phone = child.phoneNumber;
    details.push({
      key: 'own-phone',
      label: 'Own phone number',
      mustAsk: false,
      skill: 'KM-D-01',
      from: '10-12',
      build: (build) =>
        phoneQuestion(
          phone,
          () => ({ words: 'Your own number', shown: [] }),
          build,
          'you can say it if your phone is lost',
        ),
    });
  }
  const siblings = (child.siblings ?? []).filter((sibling) => sibling.name.trim());
  for (const sibling of siblings) {
    const type = sibling.type.toLowerCase();
    const several = siblings.filter((other) => other.type === sibling.type).length > 1;
    details.push({
      key: `sibling:${textKey(sibling.name)}`,
      label: `${sibling.type}'s name`,
      mustAsk: false,
      skill: 'KM-A-07',
      from: '4-6',
      until: '10-12',
      build: (build) => ({
        question: several ? `Which of these is one of your ${type}s?` : `What is your ${type}'s name?`,
        correctAnswer: sibling.name.trim(),
        wrong: otherNames(sibling.name.trim(), sibling.type, build),
        explanation: `Your ${several ? `${type}s are` : `${type} is`} part of your home too.`,
      }),
    });
  }
  const pets = (child.pets ?? []).filter((pet) => pet.name.trim() && pet.type.trim());
  for (const pet of pets) {
    const type = pet.type.trim().toLowerCase();
    const several = pets.filter((other) => other.type.trim().toLowerCase() === type).length > 1;
    details.push({
      key: `pet:${textKey(pet.name)}`,
      label: `${pet.type.trim()}'s name`,
      mustAsk: false,
      skill: 'KM-A-07',
      from: '4-6',
      until: '10-12',
      build: (build) => ({
        question: several ? `What is one of your ${pluralOf(type)} called?` : `What is your ${type} called?`,
        correctAnswer: pet.name.trim(),
        wrong: lengthMatched(
          pet.name.trim(),
          PET_NAMES.filter((name) => shapeOf(name) === shapeOf(pet.name)),
          build.wrongCount,
          build.random,
          build.household,
        ),
        explanation: 'Your pets are part of your home too.',
      }),
    });
  }
  if (child.teacherName?.trim()) {
    const teacher = child.teacherName.trim();
    details.push({
      key: 'teacher',
      label: 'Teacher',
      mustAsk: false,
      skill: 'KM-A-04',
      from: '4-6',
      build: (build) => {
        const hasTitle = /^(Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+\S/i.test(teacher);
        const last = teacher.split(/\s+/).at(-1) ?? teacher;
        const wrong = hasTitle
          ? withLastWord(teacher, otherFamilyNames(last, build))
          : otherNames(teacher, undefined, build);
        return {
          question: 'What is your teacher called?',
          correctAnswer: teacher,
          wrong,
          explanation: 'Your teacher is a trusted grown-up at school.',
        };
      },
    });
  }
  return details;
}

/** Every name anyone at home goes by, first or family, kept out of the wrong options. */
export function householdNames(context: Pick<BuildContext, 'child'>): string[] {
  const { child } = context;
  return [
    child.firstName,
    child.lastName,
    child.parent1Name,
    child.parent2Name,
    ...(child.siblings ?? []).map((sibling) => sibling.name),
    ...(child.pets ?? []).map((pet) => pet.name),
  ]
    .filter((name): name is string => Boolean(name?.trim()))
    .flatMap((name) => name.trim().split(/\s+/));
}
