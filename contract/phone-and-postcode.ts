import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { LearnerCountry } from './constants.ts';
import type { LearnerDetails } from './learners.ts';

/**
 * A number or postcode a child learns by heart must be a real one: a phone number is checked
 * against the learner's country's numbering plan and kept in its usual grouping, a postcode against
 * the country's form. Both sides use these checks: the server before anything is stored or asked,
 * the engine to find the postcode in the address the parent wrote.
 */

const PHONE_REGIONS: Record<Exclude<LearnerCountry, 'other'>, CountryCode> = {
  UK: 'GB',
  US: 'US',
  CA: 'CA',
  AU: 'AU',
  IE: 'IE',
  FR: 'FR',
  DE: 'DE',
  ES: 'ES',
  IT: 'IT',
  NL: 'NL',
};

const COUNTRY_NAMES: Record<LearnerCountry, string> = {
  UK: 'the UK',
  US: 'the US',
  CA: 'Canada',
  AU: 'Australia',
  IE: 'Ireland',
  FR: 'France',
  DE: 'Germany',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'the Netherlands',
  other: 'your country',
};

/** A number of the country's usual form, for the message when one is not real. */
const PHONE_EXAMPLES: Record<LearnerCountry, string> = {
  UK: '07912 345678',
  US: '(415) 555-0132',
  CA: '(604) 555-0132',
  AU: '0412 345 678',
  IE: '087 123 4567',
  FR: '06 12 34 56 78',
  DE: '0151 23456789',
  ES: '612 34 56 78',
  IT: '312 345 6789',
  NL: '06 12345678',
  other: '+234 803 123 4567',
};

/** Which number it is, as the message names it. */
export const PHONE_FIELDS = {
  parent1Phone: "The first grown-up's phone number",
  parent2Phone: "The second grown-up's phone number",
  phoneNumber: "The child's own phone number",
  siblingPhone: "A brother's or sister's phone number",
} as const;
export type PhoneField = keyof typeof PHONE_FIELDS;

export const PHONE_AND_POSTCODE_MESSAGES = {
  phone: (field: PhoneField, country: LearnerCountry) =>
    country === 'other'
      ? `${PHONE_FIELDS[field]} needs its country code, like ${PHONE_EXAMPLES.other}, so we can check it is a real number.`
      : `${PHONE_FIELDS[field]} is not a real number in ${COUNTRY_NAMES[country]}. Check the digits: a number there looks like ${PHONE_EXAMPLES[country]}.`,
  postcode: (country: LearnerCountry) => POSTCODE_FORMS[country]?.message ?? '',
} as const;

/**
 * RAW in the grouping people in COUNTRY write it ("07912 345678", "(415) 867-5309"), or undefined
 * when it is not a real number there. A number of another country, written with its code, is kept
 * in international form; for "other" the code is needed, as nothing else says which plan to check.
 */
export function nationalPhone(raw: string, country: LearnerCountry): string | undefined {
  const region = country === 'other' ? undefined : PHONE_REGIONS[country];
  const parsed = parsePhoneNumberFromString(raw.trim(), region ? { defaultCountry: region } : undefined);
  if (!parsed?.isValid()) return undefined;
  if (!region || parsed.country !== region) return parsed.formatInternational();
  // Germans write a mobile with its 015x, 016x or 017x prefix apart ("0151 23456789", as DIN 5008
  // has it); libphonenumber groups "01512 3456789", which no German parent would recognise.
  if (region === 'DE' && /^1[567]/.test(parsed.nationalNumber)) {
    return `0${parsed.nationalNumber.slice(0, 3)} ${parsed.nationalNumber.slice(3)}`;
  }
  return parsed.formatNational();
}

interface PostcodeForm {
  /** Something written where the postcode goes that is meant as one ("LS6 2A", "6270"). */
  attempt: RegExp;
  /** The country's form, whole. */
  valid: RegExp;
  /** The form as people write it: area and the rest apart, capitals. */
  written(postcode: string): string;
  message: string;
}

const upper = (postcode: string) => postcode.toUpperCase();
/** "ls62ab" → "LS6 2AB": the last LAST characters apart from the rest. */
const spacedBefore = (last: number) => (postcode: string) => {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -last)} ${compact.slice(-last)}`;
};
const fiveDigits = (country: string): PostcodeForm => ({
  attempt: /\b\d{3,}\b/,
  valid: /\b\d{5}\b/,
  written: upper,
  message: `That postcode does not look right. A postcode in ${country} has 5 digits, like 69003.`,
});

const POSTCODE_FORMS: Partial<Record<LearnerCountry, PostcodeForm>> = {
  UK: {
    attempt: /\b[A-Z]{1,2}\d[A-Z\d]?\b/i,
    valid: /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/i,
    written: spacedBefore(3),
    message: 'That postcode does not look right. A UK postcode looks like LS6 2AB or SW1A 1AA.',
  },
  US: {
    attempt: /\b\d{3,}(?:-\d*)?\b/,
    valid: /\b\d{5}(?:-\d{4})?\b(?!-)/,
    written: upper,
    message: 'That ZIP code does not look right. A ZIP code has 5 digits, like 62704, or 5 and 4, like 62704-1234.',
  },
  CA: {
    attempt: /\b[A-Z]\d[A-Z]\b/i,
    valid: /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/i,
    written: spacedBefore(3),
    message: 'That postal code does not look right. A Canadian postal code looks like B3H 2Y9.',
  },
  AU: {
    attempt: /\b\d{3,}\b/,
    valid: /\b\d{4}\b/,
    written: upper,
    message: 'That postcode does not look right. An Australian postcode has 4 digits, like 3220.',
  },
  IE: {
    attempt: /\b[A-Z]\d[\dW]\b/i,
    valid: /\b[AC-FHKNPRTV-Y]\d[\dW] ?[\dAC-FHKNPRTV-Y]{4}\b/i,
    written: spacedBefore(4),
    message: 'That Eircode does not look right. An Eircode looks like T12 X2Y3.',
  },
  FR: fiveDigits('France'),
  DE: fiveDigits('Germany'),
  ES: fiveDigits('Spain'),
  IT: fiveDigits('Italy'),
  NL: {
    attempt: /\b\d{3,}\b/,
    valid: /\b[1-9]\d{3} ?[A-Z]{2}\b/i,
    written: spacedBefore(2),
    message: 'That postcode does not look right. A Dutch postcode looks like 1017 GC.',
  },
};

/** A flat or apartment number written in an address ("Flat 2", "Apt 3B", "Unit 4", "#12"). */
const UNIT = /(?:\b(Flat|Apt\.?|Apartment|Unit|Suite)(?:\s*#\s*|\s+)|#\s*)(\d{1,4}[A-Z]?|[A-Z]\d{0,3})\b/i;

export interface UnitNumber {
  /** The parent's word ("Flat", "Apt"), or "#". */
  word: string;
  number: string;
  /** As written: "Apt 3B". */
  text: string;
}

export function findUnit(address: string): UnitNumber | undefined {
  const match = UNIT.exec(address);
  if (!match) return undefined;
  return { word: match[1] ?? '#', number: (match[2] ?? '').toUpperCase(), text: match[0].trim() };
}

/** The address's parts without the flat number: "Flat 2, 12 Oak Road" → ["12 Oak Road"]. */
export function addressParts(address: string): string[] {
  return address
    .replace(UNIT, '')
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** Where a postcode is written: after the street line, never the house number. */
function afterStreet(address: string): string {
  return addressParts(address).slice(1).join(', ');
}

/**
 * The postcode in ADDRESS, as the country writes it ("LS6 2AB"); "invalid" when something there
 * is meant as one and is not of the country's form; undefined when there is none.
 */
export function findPostcode(address: string, country: LearnerCountry): string | 'invalid' | undefined {
  const form = POSTCODE_FORMS[country];
  if (!form) return undefined;
  const rest = afterStreet(address);
  const found = form.valid.exec(rest)?.[0];
  if (found) return form.written(found);
  return form.attempt.test(rest) ? 'invalid' : undefined;
}

/** ADDRESS with its postcode written the country's way ("leeds ls62ab" → "leeds LS6 2AB"). */
export function withWrittenPostcode(address: string, country: LearnerCountry): string {
  const form = POSTCODE_FORMS[country];
  const postcode = findPostcode(address, country);
  if (!form || !postcode || postcode === 'invalid') return address;
  const street = addressParts(address)[0] ?? '';
  const start = address.indexOf(street) + street.length;
  const tail = address.slice(start);
  return address.slice(0, start) + tail.replace(form.valid, postcode);
}

type DetailsToCheck = Pick<
  LearnerDetails,
  'parent1Phone' | 'parent2Phone' | 'phoneNumber' | 'homeAddress' | 'siblings'
>;

export interface DetailIssue {
  path: (string | number)[];
  message: string;
}

/** Every number that is not a real one in COUNTRY, and a postcode not of its form, each with its message. */
export function detailIssues(details: DetailsToCheck, country: LearnerCountry): DetailIssue[] {
  const issues: DetailIssue[] = [];
  const checkPhone = (value: string | undefined, field: PhoneField, path: (string | number)[]) => {
    if (value?.trim() && !nationalPhone(value, country)) {
      issues.push({ path, message: PHONE_AND_POSTCODE_MESSAGES.phone(field, country) });
    }
  };
  for (const field of ['parent1Phone', 'parent2Phone', 'phoneNumber'] as const)
    checkPhone(details[field], field, [field]);
  for (const [index, sibling] of (details.siblings ?? []).entries()) {
    checkPhone(sibling.phone, 'siblingPhone', ['siblings', index, 'phone']);
  }
  if (details.homeAddress && findPostcode(details.homeAddress, country) === 'invalid') {
    issues.push({ path: ['homeAddress'], message: PHONE_AND_POSTCODE_MESSAGES.postcode(country) });
  }
  return issues;
}

/**
 * DETAILS as the parent is shown them back and the child learns them: each real number in the
 * country's grouping, the postcode written the country's way. Anything not real is left as typed,
 * for the parent to see and mend.
 */
export function inCountryForm<T extends DetailsToCheck>(details: T, country: LearnerCountry): T {
  const phone = (value: string | undefined) => (value?.trim() ? (nationalPhone(value, country) ?? value) : value);
  return {
    ...details,
    parent1Phone: phone(details.parent1Phone),
    parent2Phone: phone(details.parent2Phone),
    phoneNumber: phone(details.phoneNumber),
    homeAddress: details.homeAddress ? withWrittenPostcode(details.homeAddress, country) : details.homeAddress,
    siblings: details.siblings?.map((sibling) => ({ ...sibling, phone: phone(sibling.phone) })),
  };
}
