import { describe, expect, it } from 'vitest';
import { fleschKincaidGrade, sentences, syllables, words } from './text-metrics.ts';
import { type QuestionToValidate, type ValidationContext, validateQuestion } from './validate-question.ts';

const sevenToNineUk: ValidationContext = { bracket: '7-9', country: 'UK', isSafetySkills: true };

const good: QuestionToValidate = {
  question: 'Ben sees smoke in the kitchen. What should he do first?',
  options: ['Get out and stay out', 'Look for his toys', 'Open the kitchen door'],
  correctAnswer: 'Get out and stay out',
  explanation: 'Getting out fast keeps you safe. Call 999 from outside.',
};

function reasonsFor(item: Partial<QuestionToValidate>, context: ValidationContext = sevenToNineUk): string[] {
  const result = validateQuestion({ ...good, ...item }, context);
  return result.ok ? [] : result.reasons;
}

describe('validateQuestion', () => {
  it('accepts a well-formed item', () => {
    expect(validateQuestion(good, sevenToNineUk)).toEqual({ ok: true });
  });

  it('needs the bracket’s number of options, all distinct', () => {
    expect(reasonsFor({ options: ['Get out and stay out', 'Look for his toys'] })).toContain(
      'needs 3–3 options for ages 7-9, has 2',
    );
    expect(reasonsFor({ options: ['Get out and stay out', 'get out and stay out ', 'Hide'] })).toContain(
      'options are not distinct',
    );
  });

  it('needs exactly one correct answer that is one of the options', () => {
    expect(reasonsFor({ correctAnswer: 'Run outside' })).toContain(
      'the correct answer must be exactly one of the options',
    );
  });

  it('refuses catch-all options', () => {
    expect(reasonsFor({ options: ['Get out and stay out', 'Hide', 'All of the above'] })).toContain(
      '"all/none of the above" is not allowed',
    );
  });

  it('keeps to the word bounds of the bracket', () => {
    const long =
      'Ben is at home with his dad and his sister and the dog when he sees a lot of grey smoke in the kitchen by the door?';
    const reasons = reasonsFor({ question: long });
    expect(reasons.some((reason) => reason.startsWith('question has 27 words'))).toBe(true);
    expect(reasons.some((reason) => reason.startsWith('question has a sentence of 27 words'))).toBe(true);
    expect(reasonsFor({ options: ['Get out and stay out', 'Go and look for all his toys first', 'Hide'] })).toContain(
      'option "Go and look for all his toys first" has 8 words, at most 6',
    );
  });

  it('wants one or two sentences of explanation', () => {
    expect(reasonsFor({ explanation: 'Get out. Stay out. Call for help.' })).toContain(
      'explanation must be one or two sentences, has 3',
    );
  });

  it('refuses machine-list words, brands and never-correct answers', () => {
    expect(reasonsFor({ question: 'Ben finds a knife. What should he do?' }).join()).toContain('knife');
    expect(reasonsFor({ question: 'Ben plays Minecraft. What should he do?' }).join()).toContain('Minecraft');
    const meet = reasonsFor({
      options: ['Meet them at the park', 'Tell a grown-up', 'Ignore it'],
      correctAnswer: 'Meet them at the park',
    });
    expect(meet.join()).toContain('never the correct answer: meet them');
  });

  it('allows "kill" only in "kill germs"', () => {
    expect(reasonsFor({ explanation: 'Soap helps kill germs on your hands.' })).toEqual([]);
    expect(reasonsFor({ explanation: 'Smoke can kill you.' }).join()).toContain('kill');
  });

  it('applies the stricter lists to younger brackets', () => {
    const young: ValidationContext = { bracket: '4-6', country: 'UK', isSafetySkills: true };
    const item = {
      question: 'A stranger says hello. What do you do?',
      options: ['Ask my grown-up', 'Go away with them'],
      correctAnswer: 'Ask my grown-up',
      explanation: 'Your grown-up helps you.',
    };
    expect(validateQuestion(item, young).ok).toBe(false);
    expect(validateQuestion(item, { ...young, bracket: '10-12' }).ok).toBe(false); // 10-12 needs 3 or 4 options
    expect(reasonsFor({ question: 'A stranger says hello. What should Ben do?' }, sevenToNineUk)).toEqual([]);
  });

  it('keeps each country’s words and emergency numbers', () => {
    expect(reasonsFor({ question: 'Ben’s mom sees smoke. What should Ben do first?' }).join()).toContain('mom');
    expect(reasonsFor({ explanation: 'Getting out fast keeps you safe. Call 911 from outside.' }).join()).toContain(
      '911',
    );
    expect(reasonsFor({}, { ...sevenToNineUk, country: 'US' }).join()).toContain('999');
    expect(
      reasonsFor(
        { explanation: 'Getting out fast keeps you safe. Call 000 from outside.' },
        { ...sevenToNineUk, country: 'AU' },
      ),
    ).toEqual([]);
  });

  it('refuses every number, service and word of another country, for every learner country', () => {
    const sayIn = (explanation: string, country: ValidationContext['country'], emergencyNumber?: string) =>
      reasonsFor({ explanation }, { ...sevenToNineUk, country, emergencyNumber }).join();
    expect(sayIn('Call the Police Assistance Line on 131 444.', 'UK')).toContain('131 444');
    expect(sayIn('Call Poison Help for advice. It is free.', 'CA')).toContain('Poison Help');
    expect(sayIn('Call 1-800-222-1222 for advice. It is free.', 'CA')).toContain('1-800-222-1222');
    expect(sayIn('Call NHS 111 for advice. It is free.', 'IE')).toContain('NHS 111');
    expect(sayIn('Call Childline on 0800 1111. It is free.', 'IE')).toContain('0800 1111');
    expect(sayIn('Call Childline on 1800 66 66 66. It is free.', 'IE')).toBe('');
    expect(sayIn('Call Childline on 1800 66 66 66. It is free.', 'UK')).toContain('1800 66 66 66');
    for (const country of ['FR', 'DE', 'ES', 'IT', 'NL'] as const) {
      expect(sayIn('Getting out fast keeps you safe. Call 112 from outside.', country)).toBe('');
      expect(sayIn('Getting out fast keeps you safe. Call 999 from outside.', country)).toContain('999');
      expect(sayIn('Tell a trusted adult. Childline can help too.', country)).toContain('Childline');
      expect(sayIn('Stop at the edge of the sidewalk. Then look.', country)).toContain('sidewalk');
    }
    expect(sayIn('Getting out fast keeps you safe. Call 112 from outside.', 'other')).toContain('112');
    expect(sayIn('Getting out fast keeps you safe. Call 190 from outside.', 'other', '190')).toBe('');
    expect(sayIn('Getting out fast keeps you safe. Call 112 from outside.', 'other', '190')).toContain('112');
    expect(sayIn('Ella lives in the United Kingdom. She calls 999.', 'IE')).toContain('United Kingdom');
  });

  it('teaches the number a parent entered only for help in general, never as one service', () => {
    const sayIn = (explanation: string) =>
      reasonsFor({ explanation }, { ...sevenToNineUk, country: 'other', emergencyNumber: '119' }).join();
    expect(sayIn('Call 119 for fire, danger or someone badly hurt. Help comes fast.')).toBe('');
    expect(sayIn('Call 119 in big trouble. It gets the police fast.')).toContain(
      "the parent's number may not reach every service: it cannot be taught for police",
    );
    expect(sayIn('Call 119 and ask for an ambulance. Then stay on the line.')).toContain('ambulance');
    expect(sayIn('Call 119 and say which service you need. Stay on the line.')).toContain('which service');
    expect(sayIn('A police officer can help. Call 119 if someone is badly hurt.')).toContain('police');
  });

  it('wants spaced emergency numbers for 4-6, so each digit is read aloud', () => {
    const item = {
      question: 'Who do you call for a fire?',
      options: ['9 9 9', 'My friend'],
      correctAnswer: '9 9 9',
      explanation: 'Call 999 for a fire.',
    };
    expect(validateQuestion(item, { bracket: '4-6', country: 'UK', isSafetySkills: true })).toEqual({
      ok: false,
      reasons: ['write emergency numbers with spaces for ages 4-6: 999'],
    });
  });

  it('refuses emoji, symbols, markup, links and shouting', () => {
    expect(reasonsFor({ question: 'What should Ben do? 🔥' }).join()).toContain('emoji');
    expect(reasonsFor({ explanation: 'See <b>this</b> now.' }).join()).toContain('markup');
    expect(reasonsFor({ explanation: 'Read more at https://example.com today.' }).join()).toContain('links');
    expect(reasonsFor({ question: 'What should Ben do FIRST?' }).join()).toContain('ALL CAPS words: FIRST');
  });

  it('refuses NOT questions below 10-12', () => {
    expect(reasonsFor({ question: 'Which of these is not safe to do?' }).join()).toContain('"NOT" questions');
  });

  it('keeps the reading level of the bracket', () => {
    const hard = 'Subsequently, Benjamin contemplates unidentifiable atmospheric phenomena. What would be appropriate?';
    expect(reasonsFor({ question: hard }).join()).toMatch(/reading grade \d+\.\d, at most 4/);
  });

  it('reads the safety words a child is taught as easy words from age 7', () => {
    const askedByTheCallTaker = {
      question: 'What number do you call in an emergency in the UK?',
      options: ['999', 'Your school', 'A friend'],
      correctAnswer: '999',
      explanation: 'Call 999 in an emergency. It is free.',
    };
    expect(validateQuestion(askedByTheCallTaker, sevenToNineUk)).toEqual({ ok: true });
    // The 4–6 bracket keeps its everyday words: the same length of hard words is still refused there.
    expect(
      reasonsFor(
        { question: 'Remember permission, information, emergency.', explanation: 'Remember permission.' },
        { bracket: '4-6', country: 'UK', isSafetySkills: true },
      ).join(),
    ).toMatch(/reading grade|too long/);
  });

  it('never measures the spans it is told are a child’s own details', () => {
    const ownAllergy = 'Peanuts, sesame seeds, shellfish and kiwi fruit together';
    const allergy = {
      question: 'What is Priya allergic to?',
      options: [ownAllergy, 'Grass', 'Nothing'],
      correctAnswer: ownAllergy,
      explanation: 'Telling a grown-up about an allergy keeps Priya safe.',
    };
    expect(reasonsFor(allergy).join()).toContain('has 8 words, at most 6');
    expect(reasonsFor({ ...allergy, ownDetails: [ownAllergy] })).toEqual([]);
  });

  it('checks only structure for Brain Booster content', () => {
    const maths = {
      question: 'What is 7 times 8?',
      options: ['54', '56', '58', '64'],
      correctAnswer: '56',
      explanation: 'Seven eights are fifty-six.',
    };
    expect(validateQuestion(maths, { bracket: '7-9', country: 'UK', isSafetySkills: false })).toEqual({ ok: true });
    expect(
      validateQuestion({ ...maths, correctAnswer: '57' }, { bracket: '7-9', country: 'UK', isSafetySkills: false }).ok,
    ).toBe(false);
  });
});

describe('text metrics', () => {
  it('counts words, sentences and syllables', () => {
    expect(words('Stop, look and listen!')).toEqual(['Stop,', 'look', 'and', 'listen!']);
    expect(sentences('Get out. Stay out! Call "999." Then wait.')).toHaveLength(4);
    expect(sentences('She asks, "Where do you live?" What should he say?')).toHaveLength(2);
    expect(syllables('water')).toBe(2);
    expect(syllables('emergency')).toBe(4);
    expect(syllables('the')).toBe(1);
  });

  it('grades simple text lower than complex text', () => {
    expect(fleschKincaidGrade('The cat sat on the mat. It was warm.')).toBeLessThan(2);
    expect(fleschKincaidGrade('Comprehensive documentation facilitates organisational understanding.')).toBeGreaterThan(
      12,
    );
  });
});

describe('the 13-16 topics and every country’s own numbers', () => {
  const teen: ValidationContext = { bracket: '13-16', country: 'UK', isSafetySkills: true };
  const knifeItem: QuestionToValidate = {
    question: 'Kai’s friend says he carries a knife for protection. What is true?',
    options: [
      'Carrying a knife makes you more likely to get hurt',
      'A knife keeps you safe if there is trouble',
      'It is fine if you never take it out',
      'Everyone at school carries one',
    ],
    correctAnswer: 'Carrying a knife makes you more likely to get hurt',
    explanation: 'A knife can be used against the person carrying it. Most young people never carry one.',
  };

  it('allows the words a teen topic needs only in that topic’s items, and only at 13-16', () => {
    expect(validateQuestion({ ...knifeItem, objective: 'ES-D-13' }, teen)).toEqual({ ok: true });
    expect(validateQuestion({ ...knifeItem, skill: 'ES-D-13' }, teen)).toEqual({ ok: true });
    const elsewhere = validateQuestion({ ...knifeItem, objective: 'ES-D-08' }, teen);
    expect(elsewhere.ok ? [] : elsewhere.reasons).toContain('forbidden words for ages 13-16: knife');
    const younger = validateQuestion({ ...knifeItem, objective: 'ES-D-13' }, { ...teen, bracket: '10-12' });
    expect(younger.ok ? [] : younger.reasons).toContain('forbidden words for ages 10-12: knife');
  });

  it('teaches a German child 110 for the police and refuses it for any other country', () => {
    const police = {
      ...good,
      question: 'Which number do you call for the police?',
      options: ['110', '112', '116 111'],
      correctAnswer: '110',
      explanation: '110 is the police. 112 is for a fire or an ambulance.',
    };
    expect(validateQuestion(police, { ...sevenToNineUk, country: 'DE' })).toEqual({ ok: true });
    for (const country of ['UK', 'FR', 'EU'] as const) {
      const result = validateQuestion(police, { ...sevenToNineUk, country });
      expect(result.ok ? [] : result.reasons.join(' ')).toMatch(/numbers wrong for/);
    }
  });

  it('reads France’s 15, 17 and 18 as numbers only when they are called', () => {
    const ages = { ...good, explanation: 'Under 18s can call 999. Stay out for 15 minutes.' };
    expect(validateQuestion(ages, sevenToNineUk)).toEqual({ ok: true });
    const french = { ...good, explanation: 'Get out fast, then call 18 from outside.' };
    const result = validateQuestion(french, sevenToNineUk);
    expect(result.ok ? [] : result.reasons).toContain('numbers wrong for UK: 18');
    expect(validateQuestion(french, { ...sevenToNineUk, country: 'FR' })).toEqual({ ok: true });
  });

  it('names PANTS only for the UK and KidSmartz only for the US', () => {
    const pants = { ...good, explanation: 'PANTS says your body belongs to you. Speak up, someone can help.' };
    expect(validateQuestion(pants, sevenToNineUk)).toEqual({ ok: true });
    const inUs = validateQuestion(pants, { ...sevenToNineUk, country: 'US' });
    expect(inUs.ok ? [] : inUs.reasons).toContain('services of another country for US: PANTS');
    const kidSmartz = { ...good, explanation: 'Check first is a KidSmartz rule. Tell a grown-up.' };
    const inIreland = validateQuestion(kidSmartz, { ...sevenToNineUk, country: 'IE' });
    expect(inIreland.ok ? [] : inIreland.reasons).toContain('services of another country for IE: KidSmartz');
  });
});
