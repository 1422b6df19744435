/** Request bodies of a typical quiz for Zara, 8, in the UK: shared by the API tests, the browser tests and benches. */
export function safetyQuizBody(overrides: Record<string, unknown> = {}) {
  return {
    category: 'general-safety',
    firstName: 'Zara',
    lastName: 'Okafor',
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
