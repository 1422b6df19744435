import * as z from 'zod';

export const TEXT_MESSAGES = {
  controlCharacters: 'Text cannot contain control characters (such as a null character).',
  notPlainLine: (what: string) =>
    `${what} must be plain text on one line, without control characters or invisible formatting characters.`,
  notAName:
    'Names can only use letters, spaces, hyphens, apostrophes and full stops (after a word or an initial), and need at least one letter.',
} as const;

/** C0 and C1 control characters and DEL, but tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * What a name or subject never needs: every control character (line breaks and tabs too), the
 * line and paragraph separators, bidirectional marks, embeddings, overrides and isolates, and
 * zero-width characters. In a name they can only disguise it, reorder the text around it, or
 * smuggle extra lines into an e-mail that greets someone by name. The zero-width non-joiner and
 * joiner are the exception where they sit between two letters: Persian and several Indian scripts
 * spell names with them (ZWNJ in Persian, ZWJ in Malayalam and Kannada, for example).
 */
const NOT_IN_PLAIN_LINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|(?:^|[^\p{L}\p{M}])[\u200C\u200D]|[\u200C\u200D](?:[^\p{L}\p{M}]|$)/u;

type StringParams = Parameters<typeof z.string>[0];

const isPlainLine = (value: string) => !NOT_IN_PLAIN_LINE.test(value);

/** Every string the API accepts starts here: no control character is ever stored or logged. */
export function text(params?: StringParams) {
  return z.string(params).refine((value) => !CONTROL_CHARACTER.test(value), TEXT_MESSAGES.controlCharacters);
}

/** A name or a subject: one line of visible text (WHAT names the field in the message). */
export function plainLine(what: string, params?: StringParams) {
  return z.string(params).refine(isPlainLine, TEXT_MESSAGES.notPlainLine(what));
}

/**
 * What a person's name may not hold, beyond what plainLine already refuses: anything but letters
 * and combining marks of any script, the space, hyphens (- and ‐), apostrophes (' and ’) and the
 * full stop; and, among those, the characters Unicode says to draw as nothing (soft hyphen,
 * Hangul fillers, variation selectors), which could make a name look empty or like another. Digits,
 * `@`, `:` and `/` are out, and a full stop may end a word or an initial ("J.R.", "St. John") but
 * not run into a word ("evil.example"), so a name cannot carry an address or a link into the mail
 * that greets its owner. ZWNJ and ZWJ stay for plainLine to place: only between two letters.
 */
const NOT_IN_NAME =
  /[^\p{L}\p{M} '’.\u002D\u2010\u200C\u200D]|(?![\u200C\u200D])\p{Default_Ignorable_Code_Point}|\.\p{L}\p{M}*\p{L}/u;
const LETTER = /\p{L}/u;

/**
 * A parent's or learner's first or last name: plain, one line, at least one letter, at most MAX
 * characters. Checked when a name is written; names stored before this rule are read as they are.
 */
export function personName(required: string, max: number) {
  return plainLine('Names', { error: required })
    .trim()
    .min(1, required)
    .max(max, `Names can be at most ${max} characters`)
    .refine(
      // A blank name, or one plainLine refused, keeps the one message that says what is wrong.
      (value) => value === '' || !isPlainLine(value) || (!NOT_IN_NAME.test(value) && LETTER.test(value)),
      TEXT_MESSAGES.notAName,
    );
}
