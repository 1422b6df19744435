import type { ByAge } from '../topic-generator.ts';
import type { Span } from './number-question.ts';

/** A Maths Made Fun story: the same skills as the other maths topics, told as a little story. */
export type Story =
  | { kind: 'more' | 'left'; a: Span; b: Span }
  | { kind: 'groups' | 'share'; groups: Span; each: Span }
  | { kind: 'sides'; shapes: readonly (keyof typeof SIDES)[] }
  | { kind: 'two steps'; start: Span; change: Span }
  | { kind: 'perimeter' | 'area'; sides: Span }
  | { kind: 'fraction of'; fractions: readonly (readonly [number, number])[]; groups: Span }
  | { kind: 'mean'; values: Span; count: number }
  | { kind: 'triangle angle' | 'polygon angles' | 'hypotenuse' }
  | { kind: 'ratio'; parts: Span; each: Span }
  | { kind: 'laps'; hours: Span; perHour: Span }
  | { kind: 'think of a number'; number: Span; times: Span; add: Span };

export const SIDES = {
  triangle: 3,
  square: 4,
  rectangle: 4,
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  octagon: 8,
  decagon: 10,
};

/**
 * The stories a Maths Made Fun quiz tells, by age band and level: counting on and back within 10
 * or 20 up to 6; sums, groups and sharing at 7–9; two steps, area, fractions and means at 10–12;
 * ratio, rates, angles, Pythagoras and "think of a number" equations at 13–16.
 */
export const MATHS_STORY_RANGES: ByAge<readonly Story[]> = [
  {
    upToAge: 6,
    levels: {
      Easy: [
        { kind: 'more', a: [2, 6], b: [1, 4] },
        { kind: 'left', a: [3, 6], b: [1, 2] },
        { kind: 'sides', shapes: ['triangle', 'square'] },
      ],
      Medium: [
        { kind: 'more', a: [2, 6], b: [2, 4] },
        { kind: 'left', a: [5, 10], b: [1, 4] },
        { kind: 'sides', shapes: ['triangle', 'square', 'rectangle'] },
      ],
      Advanced: [
        { kind: 'more', a: [8, 15], b: [3, 5] },
        { kind: 'left', a: [11, 20], b: [3, 8] },
        { kind: 'groups', groups: [2, 3], each: [2, 5] },
        { kind: 'share', groups: [2, 2], each: [2, 6] },
      ],
    },
  },
  {
    upToAge: 9,
    levels: {
      Easy: [
        { kind: 'more', a: [10, 30], b: [3, 9] },
        { kind: 'left', a: [12, 30], b: [3, 9] },
        { kind: 'sides', shapes: ['pentagon', 'hexagon', 'octagon'] },
      ],
      Medium: [
        { kind: 'groups', groups: [2, 5], each: [2, 6] },
        { kind: 'share', groups: [2, 5], each: [2, 6] },
        { kind: 'two steps', start: [10, 30], change: [2, 9] },
      ],
      Advanced: [
        { kind: 'groups', groups: [3, 10], each: [3, 10] },
        { kind: 'share', groups: [3, 10], each: [3, 10] },
        { kind: 'two steps', start: [30, 90], change: [6, 25] },
        { kind: 'perimeter', sides: [3, 10] },
      ],
    },
  },
  {
    upToAge: 12,
    levels: {
      Easy: [
        { kind: 'groups', groups: [4, 12], each: [4, 12] },
        { kind: 'share', groups: [4, 12], each: [4, 12] },
        { kind: 'perimeter', sides: [4, 15] },
      ],
      Medium: [
        { kind: 'two steps', start: [60, 200], change: [15, 60] },
        { kind: 'area', sides: [4, 12] },
        {
          kind: 'fraction of',
          fractions: [
            [3, 4],
            [2, 3],
            [2, 5],
          ],
          groups: [3, 12],
        },
        { kind: 'mean', values: [2, 12], count: 3 },
      ],
      Advanced: [
        {
          kind: 'fraction of',
          fractions: [
            [5, 6],
            [3, 8],
            [4, 5],
          ],
          groups: [4, 15],
        },
        { kind: 'mean', values: [10, 40], count: 4 },
        { kind: 'triangle angle' },
        { kind: 'area', sides: [11, 25] },
      ],
    },
  },
  {
    upToAge: 16,
    levels: {
      Easy: [
        { kind: 'area', sides: [8, 20] },
        { kind: 'mean', values: [5, 30], count: 4 },
        { kind: 'triangle angle' },
        {
          kind: 'fraction of',
          fractions: [
            [3, 4],
            [2, 3],
            [3, 5],
          ],
          groups: [5, 20],
        },
      ],
      Medium: [
        { kind: 'ratio', parts: [2, 7], each: [3, 12] },
        { kind: 'laps', hours: [2, 6], perHour: [4, 15] },
        { kind: 'think of a number', number: [3, 15], times: [2, 5], add: [3, 20] },
        { kind: 'polygon angles' },
      ],
      Advanced: [
        { kind: 'ratio', parts: [3, 11], each: [6, 25] },
        { kind: 'hypotenuse' },
        { kind: 'think of a number', number: [6, 25], times: [3, 9], add: [11, 60] },
        { kind: 'polygon angles' },
      ],
    },
  },
];
