/** Words as the engine compares them and topic matching finds them: whole, and without their endings. */

/** The words of TEXT in lower case, keeping "grown-up" and "don't" whole. */
export const wordsOf = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

/** A word without a possessive, plural or -ing ending, so "astronauts" is "astronaut", "mum's" "mum", "boxes" "box". */
export const rootOf = (word: string): string => {
  const bare = word.replace(/['’]s$/, '');
  if (bare.length <= 3) return bare;
  if (/ies$/.test(bare)) return bare.replace(/ies$/, 'y');
  if (/(?:s|x|ch|sh)es$/.test(bare)) return bare.replace(/es$/, '');
  if (/ing$/.test(bare) && bare.length > 5) return bare.replace(/ing$/, '');
  return bare.replace(/([^s])s$/, '$1');
};
