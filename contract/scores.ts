/** A score badge is green at 80 % or more, yellow at 60 % or more, orange below. */
export type ScoreBand = 'green' | 'yellow' | 'orange';
export function scoreBand(percentage: number): ScoreBand {
  if (percentage >= 80) return 'green';
  if (percentage >= 60) return 'yellow';
  return 'orange';
}

export function percentageOf(score: number, questionCount: number): number {
  return questionCount === 0 ? 0 : Math.round((score / questionCount) * 100);
}
