import type { LearnerCountry, QuizCountry } from '../contract/constants.ts';

/**
 * The versions of the safety content. The four quiz countries have their own; Ireland has its own;
 * France, Germany, Spain, Italy and the Netherlands share one built on 112 in British English with
 * no country's service in it; "other" names no number unless the parent gave one.
 */
export const CONTENT_COUNTRIES = ['UK', 'US', 'CA', 'AU', 'IE', 'EU', 'other'] as const;
export type ContentCountry = (typeof CONTENT_COUNTRIES)[number];

/** The EU five: they share the "EU" version and each adds the numbers its own schools teach. */
export const EUROPEAN_112_COUNTRIES = ['FR', 'DE', 'ES', 'IT', 'NL'] as const;
type EuropeanCountry = (typeof EUROPEAN_112_COUNTRIES)[number];

/** The tags a bank item may carry: a content version, or one of the EU five for what only it teaches. */
export const ITEM_COUNTRIES = [...CONTENT_COUNTRIES, ...EUROPEAN_112_COUNTRIES] as const;
export type ItemCountry = (typeof ITEM_COUNTRIES)[number];

const isEuropean = (country: string): country is EuropeanCountry =>
  (EUROPEAN_112_COUNTRIES as readonly string[]).includes(country);

/** The version of the safety content a learner in COUNTRY is taught. */
export function contentCountryFor(country: LearnerCountry | ItemCountry): ContentCountry {
  return isEuropean(country) ? 'EU' : (country as ContentCountry);
}

/** The item tags a learner in COUNTRY is taught: a German child gets the shared EU items and the German ones. */
export function itemTagsFor(country: LearnerCountry | ItemCountry): ItemCountry[] {
  return isEuropean(country) ? ['EU', country] : [country as ContentCountry];
}

/** Whose numbers, services and words a question is checked against: the EU five each their own. */
export function rulesCountryFor(country: LearnerCountry | ItemCountry): ItemCountry {
  return isEuropean(country) ? country : contentCountryFor(country);
}

/**
 * The English a learner reads (spelling, everyday words) where content only exists for the four
 * quiz countries: Ireland and the rest of Europe read British English.
 */
export function englishFor(country: LearnerCountry | ItemCountry): QuizCountry {
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
  'GOV.UK, "999 and 112: the UK\'s national emergency numbers" (112 works the same as 999), https://www.gov.uk/guidance/999-and-112-the-uks-national-emergency-numbers ; NHS, "When to call 999", https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/ ; NHS, "When to use 111", https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-use-111/ ; Police.uk (101 when it is less urgent than 999), https://www.police.uk/';
const AU_NUMBERS_SOURCE =
  'Triple Zero, "Using other emergency numbers", https://www.triplezero.gov.au/triple-zero/other-emergency-numbers ; healthdirect, "What care do I need?", https://www.healthdirect.gov.au/what-care-do-i-need';
const EU_112_SOURCE =
  'European Commission, "112: the European emergency number" (free from any phone in every EU country), https://digital-strategy.ec.europa.eu/en/policies/112';
const IE_EMERGENCY_SOURCE =
  'An Garda Síochána, "Contact us" (in an emergency call 999 or 112), https://www.garda.ie/en/contact-us/ ; ' +
  EU_112_SOURCE;

const IE_POISONS_SOURCE =
  'National Poisons Information Centre of Ireland, "Public Poisons Line" (01) 809 2166, 8am to 10pm every day, https://poisons.ie/public/ ; https://poisons.ie/about/what-we-do/';
const DE_EMERGENCY_SOURCE =
  'Polizei NRW Mönchengladbach, "Notrufnummern 110 und 112" (110 police; 112 fire service and ambulance), https://moenchengladbach.polizei.nrw/artikel/notrufnummern-110-und-112 ; ' +
  EU_112_SOURCE;
const DE_HELPLINE_SOURCE =
  'Bundesministerium für Familie, Senioren, Frauen und Jugend, "Nummer gegen Kummer: Anrufen, mailen, chatten gegen Sorgen" (116 111, anonymous and free), https://www.bmfsfj.de/bmfsfj/mediathek/anrufen-mailen-chatten-gegen-sorgen-154556 ; https://www.nummergegenkummer.de/';
const FR_EMERGENCY_SOURCE =
  'Service-Public.fr (Direction de l\'information légale et administrative), "Quels sont les numéros en cas d\'urgence (Samu, pompiers...) et les numéros d\'écoute ?" (15 SAMU, 17 police, 18 pompiers, 112), https://www.service-public.fr/particuliers/vosdroits/F33954 ; Santé publique France, "Les numéros d\'urgence à connaître", http://www.1000-premiers-jours.fr/fr/les-numeros-durgence-connaitre';
const FR_CHILD_SOURCE =
  'Allô Enfance en Danger, the national 119 line for children in danger (free, 24 hours), https://www.allo119.gouv.fr/ ; Service-Public.fr, https://www.service-public.fr/particuliers/vosdroits/F33954';
const ES_HELPLINE_SOURCE =
  'Fundación ANAR, "Teléfono/Chat ANAR de Ayuda a Niños/as y Adolescentes" (116 111, free, confidential, 24 hours), https://www.anar.org/ ; ' +
  EU_112_SOURCE;
const IT_HELPLINE_SOURCE =
  'Telefono Azzurro, "Linea gratuita 1.96.96" (free, 24 hours, for children and teenagers), https://azzurro.it/';

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

/** The EU five read British English without any country's service in it. */
const EU_WORDS = [...BRITISH_WORDS, 'pavement', 'kerb', 'postcode', 'zebra crossing'];

/** One table: every country's numbers, services and words. The validator rejects any of another country's. */
export const COUNTRY_RULES: Record<Exclude<ItemCountry, 'other'>, CountryRules> = {
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
    services: [
      'NHS',
      'NHS 111',
      'Childline',
      'CEOP',
      'Report Remove',
      'Green Cross Code',
      'Water Safety Code',
      // The NSPCC's programme: other countries are taught its rules without its name.
      'PANTS',
      'Pantosaurus',
    ],
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
          '988 Suicide & Crisis Lifeline (call or text 988, free, 24 hours), https://988lifeline.org/ ; SAMHSA (US Department of Health and Human Services), "988 Suicide & Crisis Lifeline", https://www.samhsa.gov/find-help/988',
      },
      {
        digits: '1-800-222-1222',
        use: 'Poison Help',
        source:
          'Health Resources and Services Administration (HRSA), "Poison Help" (1-800-222-1222 connects you to your local poison center, free, 24 hours), https://poisonhelp.hrsa.gov/',
      },
      {
        digits: '1-800-843-5678',
        use: 'NCMEC CyberTipline',
        source:
          'National Center for Missing & Exploited Children, "CyberTipline" (report online or call 1-800-843-5678), https://www.missingkids.org/gethelpnow/cybertipline',
      },
    ],
    emergency: ['911'],
    // KidSmartz is NCMEC's programme: other countries are taught its rules without its name.
    services: ['Poison Help', 'CyberTipline', 'NCMEC', 'Take It Down', '988 Suicide & Crisis Lifeline', 'KidSmartz'],
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
          'Public Health Agency of Canada, "Government of Canada launches three-digit suicide crisis helpline", https://www.canada.ca/en/public-health/news/2023/11/government-of-canada-launches-three-digit-suicide-crisis-helpline.html ; 9-8-8: Suicide Crisis Helpline (call or text 988, 24 hours), https://988.ca/',
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
          'Health Canada, "Canada launches new toll-free 1-844 POISON-X number for poison centres", https://www.canada.ca/en/health-canada/news/2023/03/canada-launches-new-toll-free-1-844-poison-x-number-for-poison-centres.html',
      },
      {
        digits: '1-800-463-5060',
        use: 'Quebec poison centre',
        source:
          'Santé Montréal (Quebec public health), "Poison Control Centre" (Centre antipoison du Québec, 1-800-463-5060, 24 hours), https://www.santemontreal.qc.ca/en/support-services/emergency-services/poison-control-centre/',
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
          'Western Australia Police Force, "About calling 000 and 131 444" (131 444 for police help when it is not an emergency), https://www.police.wa.gov.au/contact-us/about-calling-000-and-131-444 ; Victoria Police, Police Assistance Line 131 444 (24 hours, for non-urgent crimes and events), https://www.police.vic.gov.au/',
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
          'eSafety Commissioner, "How to make a cyberbullying complaint", https://www.esafety.gov.au/report/cyberbullying ; Kids Helpline (free, 24 hours, for young people aged 5 to 25), https://kidshelpline.com.au/',
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
      { digits: '01 809 2166', use: 'Public Poisons Line (8am to 10pm)', source: IE_POISONS_SOURCE },
    ],
    emergency: ['112', '999'],
    services: [
      'Childline',
      'ISPCC',
      'Eircode',
      'National Poisons Information Centre',
      'Public Poisons Line',
      'Safe Cross Code',
      'Road Safety Authority',
      'Water Safety Ireland',
      'Hotline.ie',
    ],
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
    words: EU_WORDS,
  },
  DE: {
    numbers: [
      { digits: '112', use: 'fire service and ambulance (and every emergency in the EU)', source: DE_EMERGENCY_SOURCE },
      { digits: '110', use: 'police', source: DE_EMERGENCY_SOURCE },
      {
        digits: '116 111',
        use: "Nummer gegen Kummer, the children and young people's helpline",
        source: DE_HELPLINE_SOURCE,
      },
    ],
    emergency: ['112', '110'],
    services: ['Nummer gegen Kummer'],
    words: EU_WORDS,
  },
  FR: {
    numbers: [
      { digits: '112', use: 'emergency, any service', source: FR_EMERGENCY_SOURCE },
      { digits: '17', use: 'police', source: FR_EMERGENCY_SOURCE },
      { digits: '18', use: 'fire service', source: FR_EMERGENCY_SOURCE },
      { digits: '15', use: 'medical emergency (SAMU)', source: FR_EMERGENCY_SOURCE },
      { digits: '119', use: 'child in danger (Allô Enfance en Danger)', source: FR_CHILD_SOURCE },
    ],
    emergency: ['112', '17', '18', '15'],
    services: ['SAMU', 'Enfance en Danger'],
    words: EU_WORDS,
  },
  ES: {
    numbers: [
      { digits: '112', use: 'emergency', source: EU_112_SOURCE },
      { digits: '116 111', use: 'ANAR helpline for children and teenagers', source: ES_HELPLINE_SOURCE },
    ],
    emergency: ['112'],
    services: ['ANAR'],
    words: EU_WORDS,
  },
  IT: {
    numbers: [
      { digits: '112', use: 'emergency', source: EU_112_SOURCE },
      { digits: '19696', use: 'Telefono Azzurro, the free helpline for children', source: IT_HELPLINE_SOURCE },
    ],
    emergency: ['112'],
    services: ['Telefono Azzurro'],
    words: EU_WORDS,
  },
  // No child helpline: none could be confirmed against an official source under its current name.
  NL: {
    numbers: [{ digits: '112', use: 'emergency', source: EU_112_SOURCE }],
    emergency: ['112'],
    services: [],
    words: EU_WORDS,
  },
};

/** "Other" takes the European wording; its only number is the one the parent entered, if any. */
export function rulesFor(country: ItemCountry, emergencyNumber?: string): CountryRules {
  if (country !== 'other') return COUNTRY_RULES[country];
  const numbers = emergencyNumber
    ? [{ digits: emergencyNumber, use: 'emergency', source: "the learner's parent or carer" }]
    : [];
  return { ...COUNTRY_RULES.EU, numbers, emergency: numbers.map((number) => number.digits) };
}

/** Distinct values of another country's lists that COUNTRY does not share. */
function othersOf(country: ItemCountry, pick: (rules: CountryRules) => readonly string[], own: readonly string[]) {
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
export function foreignTo(country: ItemCountry, emergencyNumber?: string): ForeignLists {
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
