/**
 * Product constants: the single source for every number, list and label that both the server
 * and the web use. Words on screen are the product's own, word for word.
 */

export const AGE_BRACKETS = ['4-6', '7-9', '10-12', '13-16'] as const;
export type AgeBracket = (typeof AGE_BRACKETS)[number];

export const MIN_LEARNER_AGE = 4;
export const MAX_LEARNER_AGE = 16;

export function bracketForAge(age: number): AgeBracket {
  if (age <= 6) return '4-6';
  if (age <= 9) return '7-9';
  if (age <= 12) return '10-12';
  return '13-16';
}

/** Countries a quiz can be written for (content is country-aware). */
export const QUIZ_COUNTRIES = ['UK', 'US', 'CA', 'AU'] as const;
export type QuizCountry = (typeof QUIZ_COUNTRIES)[number];

export const COUNTRY_NAMES: Record<QuizCountry, string> = {
  UK: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  AU: 'Australia',
};

/** Countries a learner profile may hold; quizzes for the others use UK content. */
export const LEARNER_COUNTRIES = ['UK', 'US', 'CA', 'AU', 'FR', 'DE', 'ES', 'IT', 'NL', 'IE', 'other'] as const;
export type LearnerCountry = (typeof LEARNER_COUNTRIES)[number];

export const LEARNER_COUNTRY_NAMES: Record<LearnerCountry, string> = {
  ...COUNTRY_NAMES,
  FR: 'France',
  DE: 'Germany',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'Netherlands',
  IE: 'Ireland',
  other: 'Other',
};
export const DEFAULT_COUNTRY = 'UK' satisfies QuizCountry;

export const SAFETY_CATEGORIES = [
  'personal-info-recall',
  'general-safety',
  'digital-safety',
  'health-hygiene',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export interface SafetyCategoryInfo {
  slug: SafetyCategory;
  path: `/${SafetyCategory}`;
  title: string;
  description: string;
  ages: string;
  brackets: readonly AgeBracket[];
  colour: 'violet' | 'amber' | 'sky' | 'grass';
}

export const SAFETY_CATEGORY_INFO: readonly SafetyCategoryInfo[] = [
  {
    slug: 'personal-info-recall',
    path: '/personal-info-recall',
    title: 'Know Myself',
    description: 'Learn my name, address, a grown-up’s phone number and who is safe to tell.',
    ages: 'Ages 4-9',
    brackets: AGE_BRACKETS,
    colour: 'violet',
  },
  {
    slug: 'general-safety',
    path: '/general-safety',
    title: 'Everyday Safety',
    description: 'Roads, water, fire, getting lost and trusted grown-ups.',
    ages: 'Ages 4-16',
    brackets: AGE_BRACKETS,
    colour: 'amber',
  },
  {
    slug: 'digital-safety',
    path: '/digital-safety',
    title: 'Online Safety',
    description: 'Private information, kind words, passwords and what to do when something online feels wrong.',
    ages: 'Ages 7+',
    brackets: ['7-9', '10-12', '13-16'],
    colour: 'sky',
  },
  {
    slug: 'health-hygiene',
    path: '/health-hygiene',
    title: 'Health and Care',
    description: 'Handwashing, teeth, sleep, food, sun and feelings.',
    ages: 'Ages 4-16',
    brackets: AGE_BRACKETS,
    colour: 'grass',
  },
];

export const POPULAR_TOPIC_GROUPS = [
  {
    name: 'School Boosters',
    topics: [
      'Maths Made Fun',
      'Times Tables Training',
      'Mental Maths Challenge',
      'English and Reading Skills',
      'Spelling Bee Practice',
      'World History Adventures',
      'Geography Explorer',
      'Science Sparks',
      'Human Body and Health',
      'Planet Earth and Nature',
    ],
  },
  {
    name: 'Creative Minds',
    topics: [
      'Art and Colour Theory',
      'Music and Instruments',
      'Photography Basics',
      'Build Your Own Adventure Story',
      'Wizards Wands and Spells',
      'Fantasy Worlds and Dragons',
      'Mythical Creatures and Legends',
      'Superheroes and Villains',
    ],
  },
  {
    name: 'Real Life and Ready',
    topics: [
      'Coding for Kids',
      'How Things Work',
      'Famous Inventions and Inventors',
      'How to Start a YouTube Channel',
      'Olympic Games and Sports',
      'Space and Planets Quiz',
      'Countries and Flags',
      'Dog Breeds and Pet Facts',
    ],
  },
  {
    name: 'Fun and Fandom',
    topics: [
      'Minecraft Knowledge Quiz',
      'Disney Characters and Stories',
      'Football Rules and Teams',
      // A club-neutral name for the football-club topic keeps it fair to every fan.
      'Football Club Legends and Trivia',
    ],
  },
] as const;

export type PopularTopicGroupName = (typeof POPULAR_TOPIC_GROUPS)[number]['name'];
export type PopularTopic = (typeof POPULAR_TOPIC_GROUPS)[number]['topics'][number];
export const POPULAR_TOPICS: readonly PopularTopic[] = POPULAR_TOPIC_GROUPS.flatMap((group) => group.topics);
export const DEFAULT_POPULAR_TOPIC = 'General Knowledge';

/**
 * The youngest learner a popular topic is for; every other topic suits every learner. A topic is
 * kept from younger children only where its subject itself is not for them, not for a game or a
 * film's age rating: a quiz about Minecraft or Disney does not ask the child to play or watch.
 */
export const POPULAR_TOPIC_MIN_AGE: Partial<Record<PopularTopic, number>> = {
  // A channel needs an account, and YouTube's own terms let no one under 13 hold one.
  'How to Start a YouTube Channel': 13,
};

/**
 * Where a learner's country sets a higher minimum than the topic's own. Australian law has kept
 * under-16s off YouTube accounts since 10 December 2025, so a channel is no topic for them there.
 */
export const POPULAR_TOPIC_MIN_AGE_IN: Partial<Record<PopularTopic, Partial<Record<LearnerCountry, number>>>> = {
  'How to Start a YouTube Channel': { AU: 16 },
};

/**
 * The youngest age TOPIC is for in COUNTRY (a custom subject is for every learner). Without a
 * country, the youngest any learner may be, as content checks need.
 */
export function minimumAgeFor(topic: string, country?: LearnerCountry): number {
  const inCountry = country === undefined ? undefined : POPULAR_TOPIC_MIN_AGE_IN[topic as PopularTopic]?.[country];
  return inCountry ?? POPULAR_TOPIC_MIN_AGE[topic as PopularTopic] ?? MIN_LEARNER_AGE;
}

/** Whether TOPIC may be offered to, and made for, a learner of AGE in COUNTRY. */
export function isTopicForAge(topic: string, age: number, country?: LearnerCountry): boolean {
  return age >= minimumAgeFor(topic, country);
}

export function popularTopicPath(topic: string): string {
  return `/popular-topic-quiz?topic=${encodeURIComponent(topic)}`;
}

/** Each account may ask the language model for this many quizzes a minute (T60 in docs/security.md). */
export const AI_GENERATIONS_PER_MINUTE = 10;

export const PLAN_LIMITS = {
  free: {
    learners: 1,
    monthlySafetyQuizzes: 5,
    questionsPerQuiz: 5,
    knowMyselfQuestionCounts: [5, 10],
  },
  premium: {
    learners: 5,
    questionsPerQuiz: 25,
    knowMyselfMaxQuestions: 20,
  },
} as const;
