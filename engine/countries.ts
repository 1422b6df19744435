import type { LearnerCountry, QuizCountry } from '../contract/constants.ts';

/**
 * The versions of the safety content. The four quiz countries have their own; Ireland has its own;
 * France, Germany, Spain, Italy and the Netherlands share one built on 112 in British English with
 * no country's service in it; "other" names no number unless the parent gave one.
 */
export const CONTENT_COUNTRIES = ['UK', 'US', 'CA', 'AU', 'IE', 'EU', 'other'] as const;
export type ContentCountry = (typeof CONTENT_COUNTRIES)[number];

const EUROPEAN_112_COUNTRIES = ['FR', 'DE', 'ES', 'IT', 'NL'] as const;

/** The version of the safety content a learner in COUNTRY is taught. */
export function contentCountryFor(country: LearnerCountry | ContentCountry): ContentCountry {
  return (EUROPEAN_112_COUNTRIES as readonly string[]).includes(country) ? 'EU' : (country as ContentCountry);
}

/**
 * The English a learner reads (spelling, everyday words) where content only exists for the four
 * quiz countries: Ireland and the rest of Europe read British English.
 */
export function englishFor(country: LearnerCountry | ContentCountry): QuizCountry {
  return country === 'US' || country === 'CA' || country === 'AU' ? country : 'UK';
}

/** A phone number a child may be taught, with where it is officially published. */
export interface TaughtNumber {
  digits: string;
  use: string;
  source: string;
}

export interface CountryRules {
  /** Every number a bank item may teach in this country; any other country's is wrong here. */
  numbers: readonly TaughtNumber[];
  /** The emergency numbers among them, the ones a recall question asks for. */
  emergency: readonly string[];
  /** Names of services and programmes that exist only here (another country's is wrong here). */
  services: readonly string[];
  /** Words of this country's English that another country's child would not use. */
  words: readonly string[];
}

const UK_NUMBERS_SOURCE =
  'Wellington Practice, "Emergency information" (999, 111, 101, 112), https://www.wellingtonpractice.co.uk/emergency-information/ ; South Western Ambulance Service, "When to call 999", https://www.swast.nhs.uk/when-to-call-999';
const AU_NUMBERS_SOURCE =
  'Triple Zero, "Using other emergency numbers", https://www.triplezero.gov.au/triple-zero/other-emergency-numbers ; healthdirect, "What care do I need?", https://www.healthdirect.gov.au/what-care-do-i-need';
const EU_112_SOURCE =
  'European Commission, "112: the European emergency number" (free from any phone in every EU country), https://digital-strategy.ec.europa.eu/en/policies/112';
const IE_EMERGENCY_SOURCE =
  'An Garda Síochána, "Contact us" (in an emergency call 999 or 112), https://www.garda.ie/en/contact-us/ ; ' +
  EU_112_SOURCE;

const BRITISH_WORDS = [
  'mum',
  'mums',
  'mummy',
  'carer',
  'carers',
  'colour',
  'colours',
  'favourite',
  'centre',
  'adrenaline',
] as const;

/** One table: every country's numbers, services and words. The validator rejects any of another country's. */
export const COUNTRY_RULES: Record<Exclude<ContentCountry, 'other'>, CountryRules> = {
  UK: {
    numbers: [
      { digits: '999', use: 'emergency', source: UK_NUMBERS_SOURCE },
      { digits: '112', use: 'emergency (also works)', source: UK_NUMBERS_SOURCE },
      { digits: '101', use: 'police, not an emergency', source: UK_NUMBERS_SOURCE },
      { digits: '111', use: 'NHS 111 health advice', source: UK_NUMBERS_SOURCE },
      {
        digits: '0800 1111',
        use: 'Childline',
        source: 'NSPCC Learning, "Childline", https://learning.nspcc.org.uk/services/childline',
      },
    ],
    emergency: ['999', '112'],
    services: ['NHS', 'NHS 111', 'Childline', 'CEOP', 'Report Remove', 'Green Cross Code', 'Water Safety Code'],
    words: [
      ...BRITISH_WORDS,
      'pavement',
      'kerb',
      'postcode',
      'A&E',
      'GP',
      'zebra crossing',
      'pelican crossing',
      'United Kingdom',
      'UK',
      'Britain',
    ],
  },
  US: {
    numbers: [
      {
        digits: '911',
        use: 'emergency',
        source:
          'Mass.gov, "Preparing kids for calling 9-1-1", https://www.mass.gov/service-details/preparing-kids-for-calling-9-1-1',
      },
      {
        digits: '988',
        use: '988 Suicide & Crisis Lifeline',
        source:
          'Nationwide Children\'s, "The 988 Suicide and Crisis Lifeline", https://www.nationwidechildrens.org/family-resources-education/700childrens/2023/08/the-988-suicide-and-crisis-lifeline',
      },
      {
        digits: '1-800-222-1222',
        use: 'Poison Help',
        source:
          'San Diego Poison Center, "Pills or Candy", https://sdpoison.org/education/public-education/pills-or-candy/',
      },
      {
        digits: '1-800-843-5678',
        use: 'NCMEC CyberTipline',
        source:
          'National Children\'s Advocacy Center, "Steps to take following financial sextortion", https://www.nationalcac.org/steps-to-take-following-financial-sextortion/',
      },
    ],
    emergency: ['911'],
    services: ['Poison Help', 'CyberTipline', 'NCMEC', 'Take It Down', '988 Suicide & Crisis Lifeline'],
    words: [
      'mom',
      'moms',
      'mommy',
      'caregiver',
      'caregivers',
      'sidewalk',
      'curb',
      'crosswalk',
      'zip code',
      'cell phone',
      'ER',
      'pediatrician',
      'candy',
      'epinephrine',
      'color',
      'colors',
      'favorite',
      // No country name: items everywhere may say that the minimum age online comes from a US law.
      'center',
    ],
  },
  CA: {
    numbers: [
      {
        digits: '911',
        use: 'emergency',
        source:
          'Government of Alberta, "What to expect when calling 911", https://www.alberta.ca/what-to-expect-when-calling-911',
      },
      {
        digits: '988',
        use: '9-8-8 Suicide Crisis Helpline',
        source:
          'Government of Canada, "9-8-8: Suicide Crisis Helpline", https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html',
      },
      {
        digits: '1-800-668-6868',
        use: 'Kids Help Phone',
        source:
          'Kids Help Phone, "Who is Kids Help Phone?", https://kidshelpphone.ca/get-involved/about-us/who-is-kids-help-phone/',
      },
      {
        digits: '686868',
        use: 'Kids Help Phone text line',
        source:
          'Kids Help Phone, "Who is Kids Help Phone?", https://kidshelpphone.ca/get-involved/about-us/who-is-kids-help-phone/',
      },
      {
        digits: '1-844-764-7669',
        use: 'poison centres',
        source:
          'CTV News, "Health Canada launches new toll-free number for poison centres", https://www.ctvnews.ca/health/health-canada-launches-new-toll-free-number-for-poison-centres-1.6321586',
      },
      {
        digits: '1-800-463-5060',
        use: 'Quebec poison centre',
        source: 'Nexreg, https://www.nexreg.com/canada-launches-poison-centre-telephone-number',
      },
      {
        digits: '1-866-658-9022',
        use: 'Cybertip.ca',
        source:
          'Canadian Centre for Child Protection, "Where can I report concerning behaviour?", https://www.protectkidsonline.ca/app/en/report_concerning_behaviour',
      },
    ],
    emergency: ['911'],
    services: ['Kids Help Phone', 'Cybertip.ca', 'NeedHelpNow.ca', 'POISON-X', '9-8-8 Suicide Crisis Helpline'],
    words: [
      'mom',
      'moms',
      'mommy',
      'caregiver',
      'caregivers',
      'sidewalk',
      'curb',
      'crosswalk',
      'postal code',
      'cell phone',
      'candy',
      'epinephrine',
      'colour',
      'colours',
      'favourite',
      'centre',
      'Canada',
      'Quebec',
    ],
  },
  AU: {
    numbers: [
      { digits: '000', use: 'emergency (Triple Zero)', source: AU_NUMBERS_SOURCE },
      { digits: '112', use: 'emergency from mobiles', source: AU_NUMBERS_SOURCE },
      { digits: '106', use: 'text relay', source: AU_NUMBERS_SOURCE },
      {
        digits: '131 444',
        use: 'Police Assistance Line',
        source:
          'Police Assistance Line as listed at https://citiesinsider.com/country/australia/CountryWide/emergency-contact-numbers',
      },
      { digits: '1800 022 222', use: 'healthdirect', source: AU_NUMBERS_SOURCE },
      {
        digits: '13 11 26',
        use: 'Poisons Information Centre',
        source:
          'Children\'s Health Queensland, "Poisoning prevention", https://www.childrens.health.qld.gov.au/chq/our-services/queensland-poisons-information-centre/poisoning-prevention/',
      },
      {
        digits: '1800 55 1800',
        use: 'Kids Helpline',
        source:
          'eSafety Commissioner, "How to make a cyberbullying complaint", https://www.esafety.gov.au/report/cyberbullying',
      },
    ],
    emergency: ['000', '112'],
    services: [
      'Triple Zero',
      'Kids Helpline',
      'healthdirect',
      'Police Assistance Line',
      'Poisons Information Centre',
      'eSafety',
      'Slip Slop Slap',
    ],
    words: [...BRITISH_WORDS, 'footpath', 'footpaths', 'kerb', 'postcode', 'GP', 'lollies', 'Australia'],
  },
  IE: {
    numbers: [
      { digits: '112', use: 'emergency', source: IE_EMERGENCY_SOURCE },
      { digits: '999', use: 'emergency', source: IE_EMERGENCY_SOURCE },
      {
        digits: '1800 66 66 66',
        use: 'Childline Ireland (ISPCC)',
        source:
          'ISPCC Childline, free 24-hour listening service, https://www.childline.ie ; https://www.ispcc.ie/childline/',
      },
    ],
    emergency: ['112', '999'],
    services: ['Childline', 'ISPCC', 'Eircode'],
    words: [
      ...BRITISH_WORDS,
      'footpath',
      'footpaths',
      'kerb',
      'postcode',
      'Eircode',
      'A&E',
      'GP',
      'zebra crossing',
      'pelican crossing',
      'Ireland',
    ],
  },
  EU: {
    numbers: [{ digits: '112', use: 'emergency', source: EU_112_SOURCE }],
    emergency: ['112'],
    services: [],
    words: [...BRITISH_WORDS, 'pavement', 'kerb', 'postcode', 'zebra crossing'],
  },
};

/** "Other" takes the European wording; its only number is the one the parent entered, if any. */
export function rulesFor(country: ContentCountry, emergencyNumber?: string): CountryRules {
  if (country !== 'other') return COUNTRY_RULES[country];
  const numbers = emergencyNumber
    ? [{ digits: emergencyNumber, use: 'emergency', source: "the learner's parent or carer" }]
    : [];
  return { ...COUNTRY_RULES.EU, numbers, emergency: numbers.map((number) => number.digits) };
}

/** Distinct values of another country's lists that COUNTRY does not share. */
function othersOf(country: ContentCountry, pick: (rules: CountryRules) => readonly string[], own: readonly string[]) {
  const mine = new Set(own.map((entry) => entry.toLowerCase()));
  const all = Object.entries(COUNTRY_RULES)
    .filter(([code]) => code !== country)
    .flatMap(([, rules]) => pick(rules));
  return [...new Set(all)].filter((entry) => !mine.has(entry.toLowerCase()));
}

export interface ForeignLists {
  numbers: string[];
  services: string[];
  words: string[];
}

const foreignCache = new Map<string, ForeignLists>();

/** Every number, service and word that belongs to another country, and never to COUNTRY. */
export function foreignTo(country: ContentCountry, emergencyNumber?: string): ForeignLists {
  const key = `${country}:${emergencyNumber ?? ''}`;
  let lists = foreignCache.get(key);
  if (!lists) {
    const rules = rulesFor(country, emergencyNumber);
    lists = {
      numbers: othersOf(
        country,
        (other) => other.numbers.map((number) => number.digits),
        rules.numbers.map((number) => number.digits),
      ),
      services: othersOf(country, (other) => other.services, rules.services),
      words: othersOf(country, (other) => other.words, rules.words),
    };
    foreignCache.set(key, lists);
  }
  return lists;
}

/** Emergency numbers are written digit by digit for the youngest ("9 9 9"), so each is read aloud. */
export function spacedDigits(number: string): string {
  return number.replace(/\D/g, '').split('').join(' ');
}

/** Where a bank item for "other" names the parent's emergency number. */
export const EMERGENCY_NUMBER_SLOT = '{emergency}';
