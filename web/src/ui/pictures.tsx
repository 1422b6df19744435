import type { SafetyCategory } from '@contract/constants.ts';
import type { QuizType } from '@contract/quiz.ts';

/** The five areas a child plays in, each with its own colour and picture. */
export type Area = 'know-myself' | 'everyday' | 'online' | 'health' | 'brain-booster';

export const AREA_OF_CATEGORY: Record<SafetyCategory, Area> = {
  'personal-info-recall': 'know-myself',
  'general-safety': 'everyday',
  'digital-safety': 'online',
  'health-hygiene': 'health',
};

export const AREA_OF_QUIZ_TYPE: Record<QuizType, Area> = {
  'personal-info': 'know-myself',
  'general-safety': 'everyday',
  'digital-safety': 'online',
  'health-hygiene': 'health',
  custom: 'brain-booster',
};

const SCALE: Record<Area, string> = {
  'know-myself': 'violet',
  everyday: 'amber',
  online: 'sky',
  health: 'grass',
  'brain-booster': 'pink',
};

const step = (area: Area, level: number) => `var(--${SCALE[area]}-${level})`;

/** Calm, round shapes in the area's colours: drawn inline, so nothing is downloaded. */
export function AreaPicture({ area, className }: { area: Area; className?: string }) {
  const soft = step(area, 4);
  const solid = step(area, 9);
  const deep = step(area, 11);
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill={step(area, 3)} />
      {area === 'know-myself' ? (
        <>
          <rect x="14" y="18" width="36" height="28" rx="6" fill="white" stroke={solid} strokeWidth="3" />
          <circle cx="25" cy="30" r="5" fill={solid} />
          <path d="M18 41c1.5-4 4-6 7-6s5.5 2 7 6" fill={solid} />
          <path d="M36 27h9M36 33h7M36 39h5" stroke={deep} strokeWidth="3" strokeLinecap="round" />
        </>
      ) : area === 'everyday' ? (
        <>
          <rect x="22" y="10" width="20" height="40" rx="10" fill={deep} />
          <circle cx="32" cy="20" r="5" fill={soft} />
          <circle cx="32" cy="30" r="5" fill={solid} />
          <circle cx="32" cy="40" r="5" fill="var(--grass-9)" />
          <rect x="29" y="50" width="6" height="6" rx="2" fill={deep} />
        </>
      ) : area === 'online' ? (
        <>
          <rect x="12" y="14" width="40" height="30" rx="5" fill="white" stroke={solid} strokeWidth="3" />
          <path d="M32 21l9 3.5v6c0 6-4 9.5-9 11.5-5-2-9-5.5-9-11.5v-6z" fill={solid} />
          <path d="M28 31l3 3 5-6" stroke="white" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          <rect x="24" y="48" width="16" height="4" rx="2" fill={deep} />
        </>
      ) : area === 'health' ? (
        <>
          <path
            d="M32 50C19 41 13 34 13 26c0-6 4.5-10 10-10 4 0 7 2.5 9 5.5 2-3 5-5.5 9-5.5 5.5 0 10 4 10 10 0 8-6 15-19 24z"
            fill={solid}
          />
          <path d="M32 27v12M26 33h12" stroke="white" strokeWidth="4" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path
            d="M32 12c-8 0-14 6-14 13.5 0 5 2.5 8.5 5.5 11 1.5 1.3 2.5 3 2.5 5V44h12v-2.5c0-2 1-3.7 2.5-5 3-2.5 5.5-6 5.5-11C46 18 40 12 32 12z"
            fill={solid}
          />
          <rect x="26" y="46" width="12" height="5" rx="2.5" fill={deep} />
          <path d="M27 27l5 5 5-5" stroke="white" strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M51 14l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5zM13 40l1 2 2 1-2 1-1 2-1-2-2-1 2-1z" fill={deep} />
        </>
      )}
    </svg>
  );
}

export type GuideMood = 'happy' | 'cheer' | 'thinking';

/** Pip, the round friendly guide who walks a child through every quiz. */
export function Guide({ mood = 'happy', className }: { mood?: GuideMood; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      {mood === 'cheer' ? (
        <path d="M13 30L6 18M51 30l7-12" stroke="var(--iris-9)" strokeWidth="5" strokeLinecap="round" />
      ) : (
        <path d="M12 40l-5 5M52 40l5 5" stroke="var(--iris-9)" strokeWidth="5" strokeLinecap="round" />
      )}
      <path d="M22 10l4 8h-8zM42 10l4 8h-8z" fill="var(--iris-10)" />
      <ellipse cx="32" cy="36" rx="21" ry="22" fill="var(--iris-9)" />
      <ellipse cx="32" cy="44" rx="12" ry="11" fill="var(--iris-3)" />
      <circle cx="24" cy="30" r="6" fill="white" />
      <circle cx="40" cy="30" r="6" fill="white" />
      <circle cx={mood === 'thinking' ? 26 : 24} cy={mood === 'thinking' ? 28 : 31} r="3" fill="var(--sand-12)" />
      <circle cx={mood === 'thinking' ? 42 : 40} cy={mood === 'thinking' ? 28 : 31} r="3" fill="var(--sand-12)" />
      <circle cx="18" cy="39" r="3" fill="var(--pink-6)" />
      <circle cx="46" cy="39" r="3" fill="var(--pink-6)" />
      <path
        d={mood === 'thinking' ? 'M28 41h8' : 'M27 39q5 5 10 0'}
        stroke="var(--sand-12)"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
