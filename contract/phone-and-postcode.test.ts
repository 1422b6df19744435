import { describe, expect, it } from 'vitest';
import type { LearnerCountry } from './constants.ts';
import {
  detailIssues,
  findPostcode,
  findUnit,
  inCountryForm,
  nationalPhone,
  PHONE_AND_POSTCODE_MESSAGES,
} from './phone-and-postcode.ts';

describe('a number a child learns is a real one in their country', () => {
  const real: [LearnerCountry, string, string][] = [
    ['UK', '07912345678', '07912 345678'],
    ['UK', '+44 20 7946 0321', '020 7946 0321'],
    ['US', '415.867.5309', '(415) 867-5309'],
    ['CA', '604-873-2211', '(604) 873-2211'],
    ['AU', '0412345678', '0412 345 678'],
    ['IE', '0871234567', '087 123 4567'],
    ['FR', '0612345678', '06 12 34 56 78'],
    ['DE', '030 1234567', '030 1234567'],
    ['DE', '+49 151 23456789', '0151 23456789'],
    ['DE', '01701234567', '0170 1234567'],
    ['ES', '612345678', '612 34 56 78'],
    ['IT', '3123456789', '312 345 6789'],
    ['NL', '0612345678', '06 12345678'],
    ['other', '+234 8031234567', '+234 803 123 4567'],
  ];
  it.each(real)('keeps a real %s number in the country’s grouping (%s → %s)', (country, typed, grouped) => {
    expect(nationalPhone(typed, country)).toBe(grouped);
  });

  const notReal: [LearnerCountry, string][] = [
    ['UK', '07912 34567'],
    ['UK', '07700 900123'],
    ['US', '555-0132'],
    ['CA', '(604) 873-221'],
    ['AU', '0412 345 67'],
    ['IE', '087 123 456'],
    ['FR', '06 12 34 56 7'],
    ['DE', '12'],
    ['ES', '61234567'],
    ['IT', '31234'],
    ['NL', '06 1234567'],
    ['other', '0803 123 4567'],
  ];
  it.each(notReal)('refuses %s %s, saying what a number there looks like', (country, typed) => {
    expect(nationalPhone(typed, country)).toBeUndefined();
    const [issue] = detailIssues({ parent1Phone: typed }, country);
    expect(issue).toEqual({
      path: ['parent1Phone'],
      message: PHONE_AND_POSTCODE_MESSAGES.phone('parent1Phone', country),
    });
  });

  it('names the field in the message, a sibling’s number included', () => {
    expect(detailIssues({ phoneNumber: '07912 34567' }, 'UK')[0]?.message).toBe(
      "The child's own phone number is not a real number in the UK. Check the digits: a number there looks like 07912 345678.",
    );
    expect(detailIssues({ siblings: [{ type: 'Sister', name: 'Mia', phone: '123' }] }, 'US')[0]).toEqual({
      path: ['siblings', 0, 'phone'],
      message:
        "A brother's or sister's phone number is not a real number in the US. Check the digits: a number there looks like (415) 555-0132.",
    });
    expect(detailIssues({ parent2Phone: '0803 123 4567' }, 'other')[0]?.message).toBe(
      "The second grown-up's phone number needs its country code, like +234 803 123 4567, so we can check it is a real number.",
    );
  });
});

describe('postcodes, ZIP codes and Eircodes of the country’s form', () => {
  const good: [LearnerCountry, string, string][] = [
    ['UK', '12 Oak Road, Leeds ls62ab', 'LS6 2AB'],
    ['UK', 'Flat 2, 10 Downing Street, London SW1A 2AA', 'SW1A 2AA'],
    ['US', '742 Maple Street, Springfield, IL 62704', '62704'],
    ['US', '2266 Maple Ridge Dr, Denver, CO 80203-1234', '80203-1234'],
    ['CA', '88 Cedar Avenue, Halifax, NS b3h2y9', 'B3H 2Y9'],
    ['AU', '27 Willow Crescent, Geelong VIC 3220', '3220'],
    ['IE', '14 Church Road, Cork t12x2y3', 'T12 X2Y3'],
    ['FR', '12 rue Victor Hugo, 69003 Lyon', '69003'],
    ['DE', 'Hauptstraße 12, 10115 Berlin', '10115'],
    ['ES', 'Calle Mayor 5, 2º B, 28013 Madrid', '28013'],
    ['IT', 'Via Roma 10, 00184 Roma', '00184'],
    ['NL', 'Kerkstraat 12, 1017gc Amsterdam', '1017 GC'],
  ];
  it.each(good)('finds a %s postcode after the street (%s)', (country, address, postcode) => {
    expect(findPostcode(address, country)).toBe(postcode);
    expect(detailIssues({ homeAddress: address }, country)).toEqual([]);
  });

  const bad: [LearnerCountry, string, string][] = [
    [
      'UK',
      '12 Oak Road, Leeds LS6 2A',
      'That postcode does not look right. A UK postcode looks like LS6 2AB or SW1A 1AA.',
    ],
    [
      'US',
      '742 Maple Street, Springfield, IL 6270',
      'That ZIP code does not look right. A ZIP code has 5 digits, like 62704, or 5 and 4, like 62704-1234.',
    ],
    [
      'CA',
      '88 Cedar Avenue, Halifax, NS B3H 2Y',
      'That postal code does not look right. A Canadian postal code looks like B3H 2Y9.',
    ],
    [
      'AU',
      '27 Willow Crescent, Geelong VIC 322',
      'That postcode does not look right. An Australian postcode has 4 digits, like 3220.',
    ],
    ['IE', '14 Church Road, Cork T12 X2Y', 'That Eircode does not look right. An Eircode looks like T12 X2Y3.'],
    [
      'FR',
      '12 rue Victor Hugo, 6900 Lyon',
      'That postcode does not look right. A postcode in France has 5 digits, like 69003.',
    ],
    [
      'DE',
      'Hauptstraße 12, 101150 Berlin',
      'That postcode does not look right. A postcode in Germany has 5 digits, like 69003.',
    ],
    ['NL', 'Kerkstraat 12, 1017 Amsterdam', 'That postcode does not look right. A Dutch postcode looks like 1017 GC.'],
  ];
  it.each(bad)('refuses a %s postcode not of its form (%s)', (country, address, message) => {
    expect(findPostcode(address, country)).toBe('invalid');
    expect(detailIssues({ homeAddress: address }, country)).toEqual([{ path: ['homeAddress'], message }]);
  });

  it('never reads the house number as a postcode, and asks for none where none is written', () => {
    expect(findPostcode('2266 Maple Dr', 'US')).toBeUndefined();
    expect(findPostcode('3220 Long Road, Geelong', 'AU')).toBeUndefined();
    expect(findPostcode('15 Adeola Street, Lagos 100001', 'other')).toBeUndefined();
  });

  it('shows the details back as the country writes them, leaving what is not real as typed', () => {
    const shown = inCountryForm(
      { parent1Phone: '07912345678', parent2Phone: '0791', homeAddress: 'Flat 2, 12 Oak Road, Leeds ls62ab' },
      'UK',
    );
    expect(shown).toMatchObject({
      parent1Phone: '07912 345678',
      parent2Phone: '0791',
      homeAddress: 'Flat 2, 12 Oak Road, Leeds LS6 2AB',
    });
  });

  it('finds a flat or apartment number however it is written', () => {
    expect(findUnit('Flat 2, 12 Oak Road')).toMatchObject({ word: 'Flat', number: '2', text: 'Flat 2' });
    expect(findUnit('2266 Maple Dr Apt 3B, Denver')).toMatchObject({ number: '3B', text: 'Apt 3B' });
    expect(findUnit('12 Oak Road, #4')).toMatchObject({ word: '#', number: '4' });
    expect(findUnit('12 Oak Road, Leeds')).toBeUndefined();
    expect(findUnit('12 Unity Road, Flatts Lane, Apartments Close')).toBeUndefined();
  });
});
