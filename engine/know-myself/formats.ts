import type { LearnerCountry } from '../../contract/constants.ts';
import { addressParts, nationalPhone, findPostcode as postcodeIn } from '../../contract/phone-and-postcode.ts';

/**
 * How each country writes a phone number and a postcode, so a number is taught in the chunks a
 * child says it in (UK 5+3+3, US and Canada 3+3+4, Australian mobiles 4+3+3 …). Where a country's
 * form varies or is unknown ("other", Germany), the number as the country writes it is the form
 * (the area code apart: "030 1234 5678"), or else the parent's own spacing.
 */

const COUNTRY_CODES: Partial<Record<LearnerCountry, { code: string; trunk: string }>> = {
  UK: { code: '44', trunk: '0' },
  AU: { code: '61', trunk: '0' },
  IE: { code: '353', trunk: '0' },
  FR: { code: '33', trunk: '0' },
  DE: { code: '49', trunk: '0' },
  NL: { code: '31', trunk: '0' },
  ES: { code: '34', trunk: '' },
  IT: { code: '39', trunk: '' },
  US: { code: '1', trunk: '' },
  CA: { code: '1', trunk: '' },
};

/** The number as dialled inside the country: "+44 7912 345678" becomes "07912345678". */
function nationalDigits(raw: string, country: LearnerCountry): string {
  const digits = raw.replace(/\D/g, '');
  const prefix = COUNTRY_CODES[country];
  if (!prefix) return digits;
  const international = raw.trim().startsWith('+') || digits.startsWith(`00${prefix.code}`);
  const withoutZeros = digits.startsWith('00') ? digits.slice(2) : digits;
  if (international && withoutZeros.startsWith(prefix.code)) {
    return prefix.trunk + withoutZeros.slice(prefix.code.length).replace(/^0/, '');
  }
  if ((country === 'US' || country === 'CA') && digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits;
}

/** Chunk lengths by country, or undefined where the country has no single form for this number. */
function countryChunks(digits: string, country: LearnerCountry): number[] | undefined {
  const length = digits.length;
  switch (country) {
    case 'UK':
      if (length !== 11 || !digits.startsWith('0')) return undefined;
      if (digits.startsWith('02')) return [3, 4, 4];
      if (/^01(1\d|\d1)/.test(digits)) return [4, 3, 4];
      return [5, 3, 3];
    case 'US':
    case 'CA':
      return length === 10 ? [3, 3, 4] : undefined;
    case 'AU':
      if (length !== 10 || !digits.startsWith('0')) return undefined;
      return digits.startsWith('04') ? [4, 3, 3] : [2, 4, 4];
    case 'IE':
      if (length === 10 && digits.startsWith('08')) return [3, 3, 4];
      return length === 9 && digits.startsWith('01') ? [2, 3, 4] : undefined;
    case 'FR':
      return length === 10 ? [2, 2, 2, 2, 2] : undefined;
    case 'ES':
      return length === 9 ? [3, 3, 3] : undefined;
    case 'IT':
      return length === 10 ? [3, 3, 4] : undefined;
    case 'NL':
      if (length !== 10) return undefined;
      return digits.startsWith('06') ? [2, 4, 4] : [3, 3, 4];
    default:
      return undefined;
  }
}

/** The parent's own grouping, with any group longer than five digits cut into threes and fours. */
function ownChunks(raw: string): string[] {
  const groups = raw.replace(/^\s*\+\d{1,3}\s+/, '').match(/\d+/g) ?? [];
  return groups.flatMap((group) => {
    if (group.length <= 5) return [group];
    const parts: string[] = [];
    let rest = group;
    while (rest.length > 5) {
      const size = rest.length === 7 || rest.length === 8 ? 4 : 3;
      parts.push(rest.slice(0, size));
      rest = rest.slice(size);
    }
    return [...parts, rest];
  });
}

/** The number in the chunks a child learns it in; undefined when it is too short to be a phone number. */
export function phoneChunks(raw: string, country: LearnerCountry): string[] | undefined {
  const digits = nationalDigits(raw, country);
  if (digits.length < 6 || digits.length > 13) return undefined;
  const lengths = countryChunks(digits, country);
  const chunks = lengths
    ? lengths.map((_, index) => {
        const start = lengths.slice(0, index).reduce((sum, size) => sum + size, 0);
        return digits.slice(start, start + (lengths[index] ?? 0));
      })
    : ownChunks(nationalPhone(raw, country) ?? raw);
  return chunks.length >= 2 ? chunks : undefined;
}

export const POSTCODE_WORDS: Partial<Record<LearnerCountry, string>> = {
  US: 'ZIP code',
  CA: 'postal code',
  IE: 'Eircode',
};

/** The postcode in the address, when there is one of the country's form. */
export function findPostcode(address: string, country: LearnerCountry): string | undefined {
  const found = postcodeIn(address, country);
  return found === 'invalid' ? undefined : found;
}

/** Letters each country's postcodes may hold, so a look-alike is never a form no postcode takes. */
const POSTCODE_LETTER_SETS: Partial<Record<LearnerCountry, string>> = {
  UK: 'ABDEFGHJLNPQRSTUWXYZ',
  CA: 'ABCEGHJKLMNPRSTVWXYZ',
  IE: 'ACDEFHKNPRTVWXY',
  NL: 'ABCDEGHJKLMNPRTVWXZ',
};

export function postcodeLetters(country: LearnerCountry): string | undefined {
  return POSTCODE_LETTER_SETS[country];
}

/** How many leading characters name the area and stay the same in every option. */
export function postcodeAreaLength(postcode: string, country: LearnerCountry): number {
  if (country === 'UK') return /^[A-Z]{2}/.test(postcode) ? 2 : 1;
  if (country === 'NL') return 2;
  return country === 'CA' || country === 'IE' ? 1 : 2;
}

/** A street line written number first, then the name, then the kind of street ("12 Oak Road"). */
export interface StreetLine {
  number: string;
  name: string;
  type: string;
}

/** Countries whose addresses are written "12 Oak Road", so look-alike street names can be made. */
export const ENGLISH_ADDRESS_COUNTRIES: readonly LearnerCountry[] = ['UK', 'US', 'CA', 'AU', 'IE'];

export function parseEnglishStreet(address: string): StreetLine | undefined {
  const firstLine = addressParts(address)[0] ?? '';
  const match = /^(\d{1,5}[A-Za-z]?)\s+(.+?)\s+(\p{L}+\.?)$/u.exec(firstLine);
  if (!match) return undefined;
  return { number: match[1] ?? '', name: match[2] ?? '', type: match[3] ?? '' };
}

/** Any country: the address's first line, whatever its order ("Hauptstraße 12", "12 rue …"). */
export function firstAddressLine(address: string): string | undefined {
  const line = addressParts(address)[0];
  return line && /\d/.test(line) && /\p{L}{2}/u.test(line) ? line : undefined;
}
