import { optionCountFor, type TopicGenerator } from './topic-generator.ts';

/** Misspellings children really make: doubled or single letters, swapped vowels, lost silent letters. */
export function misspellings(word: string): string[] {
  const lower = word.toLowerCase();
  const variants = new Set<string>();
  const add = (variant: string) => {
    if (variant !== lower && variant.length > 1) variants.add(variant);
  };
  for (let index = 0; index < lower.length - 1; index += 1) {
    if (lower[index] === lower[index + 1]) add(lower.slice(0, index) + lower.slice(index + 1));
  }
  for (let index = 1; index < lower.length - 1; index += 1) {
    const letter = lower[index] ?? '';
    if (
      /[bcdfgklmnprst]/.test(letter) &&
      lower[index - 1] !== letter &&
      lower[index + 1] !== letter &&
      /[aeiou]/.test(lower[index - 1] ?? '')
    ) {
      add(lower.slice(0, index) + letter + lower.slice(index));
    }
  }
  add(lower.replace('ie', 'ei'));
  add(lower.replace('ei', 'ie'));
  add(lower.replace(/ou/, 'ow'));
  add(lower.replace(/ea/, 'ee'));
  add(lower.replace(/ph/, 'f'));
  add(lower.replace(/ck/, 'k'));
  add(lower.replace(/([^aeiou])e$/, '$1'));
  add(lower.replace(/tion$/, 'shun'));
  add(lower.replace(/ous$/, 'us'));
  add(
    lower.replace(
      /^(.*?)([aeiou])([^aeiou]+)$/,
      (_whole, start: string, vowel: string, end: string) => `${start}${vowel === 'a' ? 'e' : 'a'}${end}`,
    ),
  );
  add(lower.replace(/^wh/, 'w'));
  add(lower.replace(/^kn/, 'n'));
  add(lower.replace(/mb$/, 'm'));
  add(lower.replace(/([aeiou])u([aeiou]?)/, '$1$2'));
  const swaps: Record<string, string> = { a: 'e', e: 'i', i: 'e', o: 'u', u: 'o' };
  for (let index = 0; index < lower.length; index += 1) {
    const swap = swaps[lower[index] ?? ''];
    if (swap) add(lower.slice(0, index) + swap + lower.slice(index + 1));
  }
  if (lower.length >= 5)
    for (let index = 1; index < lower.length - 1; index += 1) add(lower.slice(0, index) + lower.slice(index + 1));
  const capitalise = word[0] === word[0]?.toUpperCase();
  return [...variants].map((variant) => (capitalise ? variant[0]?.toUpperCase() + variant.slice(1) : variant));
}

export const spelling: TopicGenerator = (request, random, content) => {
  const words = content.spellingWords.filter(
    (entry) =>
      request.age >= entry.minAge - (request.difficulty === 'Advanced' ? 2 : 0) &&
      request.age <= entry.maxAge + (request.difficulty === 'Easy' ? 2 : 0) &&
      (!entry.countries || entry.countries.includes(request.country)),
  );
  if (words.length === 0) return undefined;
  const { word } = random.pick(words);
  const wrong = random.shuffle(misspellings(word)).slice(0, optionCountFor(request.age) - 1);
  if (wrong.length < 2) return undefined;
  return {
    id: `spelling:${word}`,
    question:
      request.age <= 6
        ? `Which is the right way to spell ${word}?`
        : `Which is the correct spelling of the word ${word}?`,
    options: random.shuffle([word, ...wrong]),
    correctAnswer: word,
    explanation: `That is how we spell ${word}.`,
    skill: 'Spelling',
  };
};
