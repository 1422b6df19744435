/** Counting words, sentences and syllables the way the per-bracket bounds mean them. */

/** Enough for every bank's texts many times over; the cache starts afresh when full. */
const MEMO_LIMIT = 20_000;

/**
 * Every quiz validates the bank items it draws, and the same texts come round again and again:
 * counting each text once took the offline engine's p99 from about 7.5 ms to about 4 ms.
 */
function memoised<T>(compute: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      if (cache.size >= MEMO_LIMIT) cache.clear();
      value = compute(text);
      cache.set(text, value);
    }
    return value;
  };
}

/** The words of TEXT; the array is shared between callers, so read it, never change it. */
export const words: (text: string) => readonly string[] = memoised((text) =>
  text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)),
);

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?!]["'’”]?)\s+(?=[\p{Lu}\p{N}"'‘“])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence).length > 0);
}

export function longestSentenceWords(text: string): number {
  return Math.max(0, ...sentences(text).map((sentence) => words(sentence).length));
}

/** A standard English syllable estimate: vowel groups, less a silent final e, at least one. */
export function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length === 0) return 1;
  if (letters.length <= 3) return 1;
  const trimmed = letters
    .replace(/(?:[^laeiouy]es|[^laeiouy]e|[^dt]ed)$/, (ending) => ending[0] ?? '')
    .replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0;
  const consonantLe = /[^aeiouy]le$/.test(letters) ? 1 : 0;
  return Math.max(1, groups + consonantLe);
}

/** Flesch–Kincaid grade level; short texts are noisy, so callers bound it, never rank by it. */
export const fleschKincaidGrade = memoised((text) => gradeOf(text, new Set()));

/**
 * The grade with KNOWN words (lower case) counted as one syllable each: a safety word the child is
 * taught, such as "emergency", is no harder for them to read than "call".
 */
export function gradeWithKnownWords(text: string, known: ReadonlySet<string>): number {
  return gradeOf(text, known);
}

function gradeOf(text: string, known: ReadonlySet<string>): number {
  const wordList = words(text).flatMap((token) => token.split('-'));
  const sentenceCount = Math.max(1, sentences(text).length);
  if (wordList.length === 0) return 0;
  const syllableCount = wordList.reduce((sum, word) => {
    const bare = word.toLowerCase().replace(/[^a-z&]/g, '');
    return sum + (known.has(bare) ? 1 : syllables(word));
  }, 0);
  return 0.39 * (wordList.length / sentenceCount) + 11.8 * (syllableCount / wordList.length) - 15.59;
}
