/**
 * Pictures for the options of young children's questions. One picture stands for one meaning
 * across every bank: a rule names a picture and the words that call for it, and an option takes
 * the picture of the first rule whose words it contains. The rules are data (content/pictures.json);
 * this is how they are read.
 */

export interface PictureRule {
  /** The picture's name in the app's picture set (Fluent Emoji Flat). */
  picture: string;
  /** Whole words or phrases, matched without regard to case. */
  words: readonly string[];
}

/** The ages whose options carry pictures: children who may not read yet. */
export const PICTURE_MAX_AGE = 6;

/** Whether a quiz's options carry pictures: its settings (as stored with it) say the child is 6 or under. */
export function isForPreReaders(settings: unknown): boolean {
  const { age, ageBracket } = (settings ?? {}) as { age?: unknown; ageBracket?: unknown };
  return ageBracket === '4-6' || (typeof age === 'number' && age <= PICTURE_MAX_AGE);
}

const escapeForPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds an option's picture: the first rule with a word in TEXT, or undefined when none has. */
export function createPictureFinder(rules: readonly PictureRule[]): (text: string) => string | undefined {
  const compiled = rules.map(({ picture, words }) => ({
    picture,
    // Letters and digits on either side would make "cat" match "catch" or "2" match "20".
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeForPattern).join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
  }));
  return (text) => compiled.find(({ pattern }) => pattern.test(text.replaceAll('’', "'")))?.picture;
}

/**
 * The pictures of a question's OPTIONS, in order, when every option has one. A question where
 * only some options had pictures would point at them, so it then shows none.
 */
export function optionPictures(
  options: readonly string[],
  findPicture: (text: string) => string | undefined,
): string[] | undefined {
  const pictures = options.map(findPicture);
  return pictures.every((picture) => picture !== undefined) ? (pictures as string[]) : undefined;
}
