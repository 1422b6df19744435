import type { LearnerCountry } from '../../contract/constants.ts';
import { ANY_NAMES, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, type NameSex } from '../names.ts';

/**
 * Look-alike names from the same naming tradition as the real one, accents kept. A French mum
 * called Chloé among Ruby, Grace and Isla is the only French name, and the only accented one: a
 * child picks her without knowing her. So an Irish, French, German, Spanish, Italian or Dutch name
 * is offered among names of its own tradition, an accented name only among accented ones and a
 * plain one only among plain ones; every other name among the many-culture lists the English-
 * speaking countries share (which hold no accented name).
 */

export type NameTradition = 'many cultures' | 'Irish' | 'French' | 'German' | 'Spanish' | 'Italian' | 'Dutch';

interface TraditionNames {
  female: readonly string[];
  male: readonly string[];
  family: readonly string[];
}

const TRADITIONS: Record<NameTradition, TraditionNames> = {
  'many cultures': { female: FEMALE_NAMES, male: MALE_NAMES, family: FAMILY_NAMES },
  Irish: {
    female: [
      'Aoife',
      'Niamh',
      'Saoirse',
      'Caoimhe',
      'Clodagh',
      'Aisling',
      'Ciara',
      'Orla',
      'Eimear',
      'Deirdre',
      'Sadhbh',
      'Muireann',
      'Fionnuala',
      'Siobhán',
      'Róisín',
      'Sinéad',
      'Éabha',
      'Gráinne',
      'Méabh',
      'Bríd',
      'Síle',
      'Áine',
      'Bláthnaid',
      'Clíona',
      'Máire',
      'Úna',
    ],
    male: [
      'Cian',
      'Eoin',
      'Colm',
      'Tadhg',
      'Cathal',
      'Darragh',
      'Diarmuid',
      'Fionn',
      'Conor',
      'Niall',
      'Fergal',
      'Lorcan',
      'Cillian',
      'Dara',
      'Seán',
      'Ciarán',
      'Oisín',
      'Pádraig',
      'Rónán',
      'Tomás',
      'Séamus',
      'Dónal',
      'Ruairí',
      'Caoimhín',
      'Máirtín',
    ],
    family: [
      'Murphy',
      'Kelly',
      'Byrne',
      'Ryan',
      'Walsh',
      'Doyle',
      'Brennan',
      'Gallagher',
      'Kavanagh',
      'Lynch',
      'Quinn',
      'Nolan',
      'Fitzgerald',
      'McCarthy',
      'Dunne',
      'Ó Sé',
      'Ó Néill',
      'Ní Bhriain',
      'Ó Ceallaigh',
      'Ó Súilleabháin',
      'Mac Cárthaigh',
    ],
  },
  French: {
    female: [
      'Camille',
      'Manon',
      'Louise',
      'Juliette',
      'Margaux',
      'Pauline',
      'Claire',
      'Sophie',
      'Marie',
      'Mathilde',
      'Agathe',
      'Lucie',
      'Jeanne',
      'Anne',
      'Julie',
      'Lina',
      'Amélie',
      'Chloé',
      'Léa',
      'Zoé',
      'Inès',
      'Héloïse',
      'Maëlle',
      'Océane',
      'Clémence',
      'Noémie',
      'Élodie',
      'Hélène',
      'Cécile',
      'Anaïs',
      'Aurélie',
      'Joséphine',
    ],
    male: [
      'Hugo',
      'Louis',
      'Lucas',
      'Nathan',
      'Arthur',
      'Jules',
      'Paul',
      'Thomas',
      'Antoine',
      'Nicolas',
      'Julien',
      'Baptiste',
      'Maxime',
      'Pierre',
      'Yves',
      'Luc',
      'Guillaume',
      'Théo',
      'Léo',
      'Noé',
      'Clément',
      'Étienne',
      'Raphaël',
      'Gaël',
      'Loïc',
      'Benoît',
      'Rémi',
      'François',
      'Jérôme',
      'Timothée',
      'Cédric',
      'Sébastien',
    ],
    family: [
      'Dubois',
      'Moreau',
      'Girard',
      'Rousseau',
      'Mercier',
      'Martin',
      'Bernard',
      'Petit',
      'Durand',
      'Leroy',
      'Fontaine',
      'Chevalier',
      'Laurent',
      'Garnier',
      'Faure',
      'Blanc',
      'Lefèvre',
      'Hébert',
      'Ménard',
      'Rivière',
      'Lemaître',
      'Frémont',
      'Thébault',
      'Gérard',
      'Bénard',
    ],
  },
  German: {
    female: [
      'Anna',
      'Lena',
      'Hanna',
      'Greta',
      'Frieda',
      'Svenja',
      'Wiebke',
      'Mareike',
      'Katrin',
      'Anja',
      'Jana',
      'Sabine',
      'Ulrike',
      'Heike',
      'Franziska',
      'Johanna',
      'Ida',
      'Bärbel',
      'Käthe',
      'Dörte',
      'Jördis',
      'Änne',
    ],
    male: [
      'Lukas',
      'Jonas',
      'Matthias',
      'Tobias',
      'Florian',
      'Sebastian',
      'Henrik',
      'Malte',
      'Stefan',
      'Andreas',
      'Klaus',
      'Dieter',
      'Karl',
      'Finn',
      'Wolfgang',
      'Jürgen',
      'Jörg',
      'Björn',
      'Sönke',
      'Sören',
      'Günter',
      'Jörn',
      'Götz',
      'Rüdiger',
    ],
    family: [
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Koch',
      'Richter',
      'Klein',
      'Wolf',
      'Neumann',
      'Braun',
      'Müller',
      'Schäfer',
      'Köhler',
      'Jäger',
      'Krüger',
      'Böhm',
      'Schröder',
      'Möller',
      'Weiß',
      'Groß',
    ],
  },
  Spanish: {
    female: [
      'Carmen',
      'Elena',
      'Laura',
      'Paula',
      'Marta',
      'Alba',
      'Sara',
      'Nerea',
      'Ainhoa',
      'Irene',
      'Cristina',
      'Pilar',
      'Isabel',
      'Beatriz',
      'Raquel',
      'Noelia',
      'Lorena',
      'Carla',
      'Lucía',
      'María',
      'Sofía',
      'Inés',
      'Begoña',
      'Mónica',
      'Rocío',
      'Ángela',
      'Verónica',
      'Belén',
    ],
    male: [
      'Pablo',
      'Javier',
      'Carlos',
      'Diego',
      'Sergio',
      'Alejandro',
      'Manuel',
      'Pedro',
      'Luis',
      'Jorge',
      'Alberto',
      'Antonio',
      'Miguel',
      'Mario',
      'Unai',
      'Aitor',
      'José',
      'Jesús',
      'Álvaro',
      'Andrés',
      'Rubén',
      'Íñigo',
      'Joaquín',
      'Martín',
      'Raúl',
      'Adrián',
      'Víctor',
      'Iván',
      'Nicolás',
      'Ramón',
    ],
    family: [
      'Romero',
      'Navarro',
      'Torres',
      'Ruiz',
      'Moreno',
      'Molina',
      'Castro',
      'Ortega',
      'Delgado',
      'Vargas',
      'Serrano',
      'Blanco',
      'Vidal',
      'Gil',
      'García',
      'López',
      'Martínez',
      'Sánchez',
      'Pérez',
      'Gómez',
      'Fernández',
      'Díaz',
      'Rodríguez',
      'Jiménez',
      'Muñoz',
      'Peña',
    ],
  },
  Italian: {
    female: [
      'Giulia',
      'Chiara',
      'Francesca',
      'Alessia',
      'Federica',
      'Martina',
      'Ilaria',
      'Elena',
      'Valentina',
      'Giorgia',
      'Aurora',
      'Beatrice',
      'Gaia',
      'Noemi',
      'Silvia',
      'Paola',
      'Lucia',
      'Rita',
    ],
    male: [
      'Lorenzo',
      'Matteo',
      'Giuseppe',
      'Francesco',
      'Davide',
      'Gianluca',
      'Marco',
      'Luca',
      'Alessandro',
      'Giovanni',
      'Stefano',
      'Paolo',
      'Roberto',
      'Simone',
      'Riccardo',
      'Federico',
      'Pietro',
      'Tommaso',
      'Emanuele',
      'Niccolò',
      'Nicolò',
      'Mosè',
      'Noè',
      'Giosuè',
    ],
    family: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
      'Bruno',
      'Gallo',
      'Conti',
      'Costa',
      'Giordano',
      'Mancini',
      'Lombardi',
      'Moretti',
      'Cantù',
      'Zappalà',
      'Condò',
      'Mazzù',
      'Giolitti',
    ],
  },
  Dutch: {
    female: [
      'Anouk',
      'Femke',
      'Sanne',
      'Lotte',
      'Fenna',
      'Marieke',
      'Ilse',
      'Esther',
      'Fleur',
      'Iris',
      'Lieke',
      'Saskia',
      'Mirjam',
      'Annelies',
      'Noor',
      'Roos',
      'Merel',
      'Willemijn',
      'Zoë',
      'Chloë',
      'Noëlle',
      'Daniëlle',
      'Mariëlle',
    ],
    male: [
      'Daan',
      'Bram',
      'Sven',
      'Joost',
      'Thijs',
      'Ruud',
      'Sjoerd',
      'Maarten',
      'Wouter',
      'Jeroen',
      'Pieter',
      'Lars',
      'Sem',
      'Luuk',
      'Stijn',
      'Niels',
      'Koen',
      'Bas',
      'Willem',
      'Michaël',
      'Raphaël',
      'Daniël',
      'Joël',
      'Noël',
      'Ismaël',
    ],
    family: [
      'de Jong',
      'Jansen',
      'de Vries',
      'van den Berg',
      'Bakker',
      'Visser',
      'Smit',
      'Meijer',
      'de Boer',
      'Mulder',
      'Bos',
      'Vos',
      'Peters',
      'Hendriks',
      'Dekker',
      'Brouwer',
      'van Dijk',
      'Willems',
      'van Leeuwen',
      'de Graaf',
    ],
  },
};

const COUNTRY_TRADITION: Partial<Record<LearnerCountry, NameTradition>> = {
  IE: 'Irish',
  FR: 'French',
  DE: 'German',
  ES: 'Spanish',
  IT: 'Italian',
  NL: 'Dutch',
};

export type NameKind = NameSex | 'family';

function namesOf(tradition: NameTradition, kind: NameKind): readonly string[] {
  const names = TRADITIONS[tradition];
  if (kind === 'family') return names.family;
  if (kind === 'any') return tradition === 'many cultures' ? ANY_NAMES : [...names.female, ...names.male];
  return names[kind];
}

/** Letters beyond plain A–Z: the marks a look-alike must share ("Siobhán", "Jürgen"). */
function marks(name: string): string[] {
  return [...name.normalize('NFC')].filter((character) => /\p{L}/u.test(character) && !/[a-z]/i.test(character));
}

export function hasAccent(name: string): boolean {
  return marks(name).length > 0;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The learner's own tradition first, then the many-culture lists, then the rest. */
function traditionsFor(country: LearnerCountry): NameTradition[] {
  const own = COUNTRY_TRADITION[country];
  const all = Object.keys(TRADITIONS) as NameTradition[];
  return [...(own ? [own] : []), ...all.filter((tradition) => tradition !== own)];
}

const ALL_KINDS: NameKind[] = ['female', 'male', 'family'];

/**
 * The tradition a name belongs to: the one that lists it (the learner's own first); else, for an
 * accented name, the first whose names carry its marks; else the learner's own.
 */
export function traditionOf(name: string, country: LearnerCountry): NameTradition {
  const order = traditionsFor(country);
  const listing = order.find((tradition) =>
    ALL_KINDS.some((kind) => namesOf(tradition, kind).some((entry) => sameName(entry, name))),
  );
  if (listing) return listing;
  const own = marks(name);
  if (own.length > 0) {
    const carrying = order.find((tradition) => {
      const used = new Set(ALL_KINDS.flatMap((kind) => namesOf(tradition, kind).flatMap(marks)));
      return own.every((mark) => used.has(mark));
    });
    return carrying ?? order.find((tradition) => tradition !== 'many cultures') ?? 'French';
  }
  return COUNTRY_TRADITION[country] ?? 'many cultures';
}

/**
 * Names to offer beside NAME: of its kind (a mum's among women's names, a family name among family
 * names), from its tradition, accented exactly when it is. A tradition short of such names is
 * topped up from the others, still accented or plain alike.
 */
export function lookAlikeNames(name: string, kind: NameKind, country: LearnerCountry): string[] {
  const accented = hasAccent(name);
  const tradition = traditionOf(name, country);
  const alike = (from: NameTradition) => namesOf(from, kind).filter((entry) => hasAccent(entry) === accented);
  const own = alike(tradition);
  if (own.length >= 4) return [...own];
  return [...own, ...traditionsFor(country).flatMap((other) => (other === tradition ? [] : alike(other)))];
}

/** A name's class in any tradition's lists: names in both (Andrea) or in none are undefined. */
export function sexOfAnyName(name: string): NameSex | undefined {
  if (ANY_NAMES.some((entry) => sameName(entry, name))) return 'any';
  const inLists = (kind: 'female' | 'male') =>
    (Object.keys(TRADITIONS) as NameTradition[]).some((tradition) =>
      TRADITIONS[tradition][kind].some((entry) => sameName(entry, name)),
    );
  const female = inLists('female');
  const male = inLists('male');
  if (female && !male) return 'female';
  if (male && !female) return 'male';
  return undefined;
}

/** Every name of a tradition's lists, for tests that check where a look-alike came from. */
export function traditionNames(tradition: NameTradition, kind: NameKind): readonly string[] {
  return namesOf(tradition, kind);
}
