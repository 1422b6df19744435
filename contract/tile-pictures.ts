import type { PopularTopic, SafetyCategory } from './constants.ts';
import type { QuizType } from './quiz.ts';

/**
 * What each tile in a child's space shows, from the same picture set as the options (names from
 * Fluent Emoji Flat): a thing a child who cannot read knows on sight, with the tile's words under it.
 */
export const PICTURE_OF_AREA: Record<SafetyCategory, string> = {
  'personal-info-recall': 'child',
  'general-safety': 'vertical-traffic-light',
  'digital-safety': 'mobile-phone',
  'health-hygiene': 'toothbrush',
};

export const PICTURE_OF_TOPIC: Record<PopularTopic, string> = {
  'Maths Made Fun': 'abacus',
  'Times Tables Training': 'input-numbers',
  'Mental Maths Challenge': 'brain',
  'English and Reading Skills': 'open-book',
  'Spelling Bee Practice': 'honeybee',
  'World History Adventures': 'classical-building',
  'Geography Explorer': 'world-map',
  'Science Sparks': 'test-tube',
  'Human Body and Health': 'anatomical-heart',
  'Planet Earth and Nature': 'deciduous-tree',
  'Art and Colour Theory': 'artist-palette',
  'Music and Instruments': 'guitar',
  'Photography Basics': 'camera',
  'Build Your Own Adventure Story': 'books',
  'Wizards Wands and Spells': 'magic-wand',
  'Fantasy Worlds and Dragons': 'dragon',
  'Mythical Creatures and Legends': 'unicorn',
  'Superheroes and Villains': 'person-superhero',
  'Coding for Kids': 'laptop',
  'How Things Work': 'gear',
  'Famous Inventions and Inventors': 'light-bulb',
  'How to Start a YouTube Channel': 'video-camera',
  'Olympic Games and Sports': 'sports-medal',
  'Space and Planets Quiz': 'ringed-planet',
  'Countries and Flags': 'globe-showing-europe-africa',
  'Dog Breeds and Pet Facts': 'dog-face',
  'Minecraft Knowledge Quiz': 'pick',
  'Disney Characters and Stories': 'castle',
  'Football Rules and Teams': 'soccer-ball',
  'Football Club Legends and Trivia': 'trophy',
};

/** Any other topic: the Brain Booster's bright idea. */
const TOPIC_PICTURE = 'light-bulb';

/** The picture of a quiz by its type, and for a topic quiz its title (the topic). */
export function pictureOfQuiz(quizType: QuizType, title: string): string {
  if (quizType === 'custom') return (PICTURE_OF_TOPIC as Record<string, string>)[title] ?? TOPIC_PICTURE;
  return PICTURE_OF_AREA[quizType === 'personal-info' ? 'personal-info-recall' : quizType];
}

/** Carry on: the unfinished game's own picture, with this one on it. */
export const CARRY_ON_PICTURE = 'play-button';
/** The stars a child has collected, shown as stars. */
export const STAR_PICTURE = 'star';

/** Every picture the child's space shows, for the picture set to ship. */
export const TILE_PICTURES: readonly string[] = [
  ...Object.values(PICTURE_OF_AREA),
  ...Object.values(PICTURE_OF_TOPIC),
  TOPIC_PICTURE,
  CARRY_ON_PICTURE,
  STAR_PICTURE,
];
