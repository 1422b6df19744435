import { percentageOf, type ScoreBand, scoreBand } from '@contract/scores.ts';
import { Badge } from './badge.tsx';

const BAND_TONES: Record<ScoreBand, 'success' | 'premium' | 'warning'> = {
  green: 'success',
  yellow: 'premium',
  orange: 'warning',
};

/** A score coloured by band: green from 80 %, yellow from 60 %, orange below. */
export function ScoreBadge({ score, questionCount, label }: { score: number; questionCount: number; label?: string }) {
  const percentage = percentageOf(score, questionCount);
  return <Badge tone={BAND_TONES[scoreBand(percentage)]}>{label ?? `${percentage}%`}</Badge>;
}
