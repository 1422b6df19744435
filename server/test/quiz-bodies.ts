/**
 * Request bodies of a typical quiz for Zara, 8, in the UK (a safety quiz names no child: the server
 * takes the active learner): shared by the API tests, the browser tests and benches. */
export function safetyQuizBody(overrides: Record<string, unknown> = {}) {
  return {
    category: 'general-safety',
    ageBracket: '7-9',
    country: 'UK',
    numQuestions: 5,
    difficultyLevel: 'Medium',
    ...overrides,
  };
}

export function customQuizBody(overrides: Record<string, unknown> = {}) {
  return { subject: 'Volcanoes', childAge: 8, country: 'UK', numQuestions: 5, difficultyLevel: 'Easy', ...overrides };
}

/** A Know Myself quiz for Zara with her address and her mum's number. */
export function knowMyselfQuizBody(overrides: Record<string, unknown> = {}) {
  return {
    category: 'personal-info-recall',
    firstName: 'Zara',
    lastName: 'Okafor',
    age: 8,
    country: 'UK',
    numQuestions: 5,
    difficultyLevel: 'Normal',
    homeAddress: '12 Harbour Lane, Leeds LS6 2AB',
    city: 'Leeds',
    parent1Name: 'Ngozi Okafor',
    parent1Phone: '07123 456789',
    parent1RelationshipType: 'Mum',
    ...overrides,
  };
}
