import type { LearnerCountry } from '../../contract/constants.ts';
import type { KnowMyselfChild } from '../quiz.ts';

/** Invented families for the Know Myself tests: the family types and countries a learner may have. */

interface CountryDetails {
  phones: [string, string];
  homeAddress: string;
  city: string;
}

/** A mobile and a landline each, and an address in the country's own form. */
export const COUNTRY_DETAILS: Record<LearnerCountry, CountryDetails> = {
  UK: { phones: ['07912 345678', '020 7946 0321'], homeAddress: '12 Oak Road, Leeds LS6 2AB', city: 'Leeds' },
  US: {
    phones: ['(415) 867-5309', '212-736-4100'],
    homeAddress: '742 Maple Street, Springfield, IL 62704',
    city: 'Springfield',
  },
  CA: {
    phones: ['604-873-2211', '416 598 7730'],
    homeAddress: '88 Cedar Avenue, Halifax, NS B3H 2Y9',
    city: 'Halifax',
  },
  AU: {
    phones: ['0412 345 678', '02 9876 5432'],
    homeAddress: '27 Willow Crescent, Geelong VIC 3220',
    city: 'Geelong',
  },
  IE: { phones: ['087 123 4567', '01 234 5678'], homeAddress: '14 Church Road, Cork T12 X2Y3', city: 'Cork' },
  FR: { phones: ['06 12 34 56 78', '01 45 67 89 10'], homeAddress: '12 rue Victor Hugo, 69003 Lyon', city: 'Lyon' },
  DE: { phones: ['0151 23456789', '030 1234567'], homeAddress: 'Hauptstraße 12, 10115 Berlin', city: 'Berlin' },
  ES: { phones: ['612 345 678', '913 456 789'], homeAddress: 'Calle Mayor 5, 28013 Madrid', city: 'Madrid' },
  IT: { phones: ['312 345 6789', '06 1234 5678'], homeAddress: 'Via Roma 10, 00184 Roma', city: 'Roma' },
  NL: { phones: ['06 12345678', '020 123 4567'], homeAddress: 'Kerkstraat 12, 1017 GC Amsterdam', city: 'Amsterdam' },
  other: { phones: ['+234 803 123 4567', '0809 555 1234'], homeAddress: '15 Adeola Street, Lagos', city: 'Lagos' },
};

type Guardians = Pick<
  KnowMyselfChild,
  'parent1Name' | 'parent1RelationshipType' | 'parent2Name' | 'parent2RelationshipType'
>;

export const FAMILIES: Record<string, Guardians> = {
  'one parent': { parent1Name: 'Daniel Reyes', parent1RelationshipType: 'Dad' },
  'two mums': {
    parent1Name: 'Priya Shah',
    parent1RelationshipType: 'Mum',
    parent2Name: 'Grace Shah',
    parent2RelationshipType: 'Mum',
  },
  'two dads': {
    parent1Name: 'Omar Hassan',
    parent1RelationshipType: 'Dad',
    parent2Name: 'Luca Hassan',
    parent2RelationshipType: 'Dad',
  },
  grandparent: { parent1Name: 'Rosa Lopez', parent1RelationshipType: 'Grandma' },
  'foster carer': { parent1Name: 'Jamie Clarke', parent1RelationshipType: 'Foster Parent' },
};

export function familyChild(family: string, country: LearnerCountry, age: number): KnowMyselfChild {
  const guardians = FAMILIES[family] ?? {};
  const { phones, homeAddress, city } = COUNTRY_DETAILS[country];
  return {
    firstName: 'Wren',
    lastName: 'Abernathy',
    age,
    birthday: `${2026 - age}-03-04`,
    homeAddress,
    city,
    ...guardians,
    parent1Phone: phones[0],
    ...(guardians.parent2Name ? { parent2Phone: phones[1] } : {}),
    // The child's own mobile: the first grown-up's with its last digit changed.
    phoneNumber: age >= 10 ? phones[0].replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)) : undefined,
    schoolName: 'Hillside Primary School',
    teacherName: 'Mrs Okafor',
    pets: [{ type: 'Dog', name: 'Biscuit' }],
    siblings: [
      { type: 'Brother', name: 'Tobi' },
      { type: 'Sister', name: 'Mia' },
    ],
    importantInfo: ['I am allergic to peanuts', 'My inhaler is in my bag'],
  };
}
