import { describe, expect, it } from 'vitest';
import { RegisterBody } from './auth.ts';
import { LearnerBody } from './learners.ts';
import { personName, TEXT_MESSAGES } from './text.ts';

const firstName = personName('First name is required', 60);

/** The message a name gets, or undefined when it is accepted. */
function refusal(name: string): string | undefined {
  const result = firstName.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('T86 names-are-names', () => {
  it('T86 names-are-names: accepts the names of many scripts, with hyphens, apostrophes and full stops', () => {
    for (const name of [
      'Seán Ó Briain',
      'Siobhán',
      'مهر\u200Cنوش', // Persian, with a zero-width non-joiner between two letters
      'Mehrnūsh',
      'ലക്ഷ്മി', // Malayalam
      '王秀英',
      'Nguyễn',
      'Zoë',
      'Mary-Jane',
      'Jean‐Luc',
      "O'Neill",
      'D’Angelo',
      'J. R.',
      'Ngũgĩ wa Thiong’o',
      'ʻIolani', // the ʻokina is a letter
      'Ἀλέξανδρος',
      'Дарья',
      'אביגיל',
      'Ọláolúwa',
      'J.R.R. Tolkien',
      'St. John',
    ]) {
      expect(refusal(name), name).toBeUndefined();
    }
  });

  it('T86 names-are-names: refuses digits, links, addresses, @, : and other symbols with one clear message', () => {
    for (const name of [
      'Urgent: sign in at https://evil.example/login',
      'Anna2',
      'evil.example/login',
      'Visit evil.example',
      'x.co',
      'safesteps.help',
      'me@example.com',
      'Re: your account',
      'Amara!',
      'Ben & Jerry',
      'Zara (8)',
      '£100',
      '😀',
      '#1',
      '_',
    ]) {
      expect(refusal(name), name).toBe(TEXT_MESSAGES.notAName);
    }
  });

  it('T86 names-are-names: refuses invisible and look-alike-space characters, and a name with no letter', () => {
    const invisible: Record<string, string> = {
      'soft hyphen': 'Ana\u00ADbel',
      'Hangul filler': 'Jo\u3164',
      'Hangul choseong filler': '\u115F',
      'Hangul jungseong filler': 'Ann\u1160a',
      'halfwidth Hangul filler': 'Ann\uFFA0a',
      'Braille blank': 'An\u2800na',
      'tag characters': 'Anna\u{E0041}\u{E0042}',
      'private use': 'Anna\uE000',
      unassigned: 'Anna\u0378',
      'no-break space': 'Mary\u00A0Jane',
      'ideographic space': '王\u3000秀英',
      'variation selector': 'Anna\uFE0F',
      'combining grapheme joiner': 'An\u034Fna',
    };
    for (const [kind, name] of Object.entries(invisible)) {
      expect(refusal(name), kind).toBeDefined();
    }
    for (const name of ["'", '- .', '’’', '\u0301']) expect(refusal(name), name).toBe(TEXT_MESSAGES.notAName);
    // The joiners stay allowed only between two letters, as before.
    expect(refusal('കൃഷ്ണ\u200D')).toBeDefined();
  });

  it('T86 names-are-names: parents and learners, first and last names alike', () => {
    const register = {
      firstName: 'Seán',
      lastName: 'Ó Briain',
      email: 'sean@example.com',
      password: 'purple-kettle-harbour-42',
      confirmPassword: 'purple-kettle-harbour-42',
    };
    expect(RegisterBody.safeParse(register).success).toBe(true);
    const learner = { firstName: '王秀英', lastName: 'Nguyễn', age: 8, country: 'UK' };
    expect(LearnerBody.safeParse(learner).success).toBe(true);
    for (const field of ['firstName', 'lastName'] as const) {
      expect(RegisterBody.safeParse({ ...register, [field]: 'Visit evil.example' }).error?.issues[0]?.message).toBe(
        TEXT_MESSAGES.notAName,
      );
      expect(LearnerBody.safeParse({ ...learner, [field]: 'Zara2' }).error?.issues[0]?.message).toBe(
        TEXT_MESSAGES.notAName,
      );
    }
  });
});
