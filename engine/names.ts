/** First names from many cultures (curriculum section 7.2, rule 8), for characters in questions. */
export const CHARACTER_NAMES = [
  'Amara',
  'Ben',
  'Chen',
  'Dev',
  'Ella',
  'Farah',
  'Jack',
  'Kai',
  'Leila',
  'Mateo',
  'Noah',
  'Olu',
  'Priya',
  'Sofia',
  'Zara',
] as const;
