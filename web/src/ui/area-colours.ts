/** One colour per area; full class names so Tailwind sees them. */
export type AreaColour = 'violet' | 'amber' | 'sky' | 'grass' | 'pink' | 'iris';

export const AREA_CLASSES: Record<AreaColour, { surface: string; icon: string; border: string; text: string }> = {
  violet: {
    surface: 'bg-violet-2 hover:bg-violet-3',
    icon: 'bg-violet-9 text-white',
    border: 'border-violet-6 hover:border-violet-8',
    text: 'text-violet-11',
  },
  amber: {
    surface: 'bg-amber-2 hover:bg-amber-3',
    icon: 'bg-amber-9 text-amber-12',
    border: 'border-amber-6 hover:border-amber-8',
    text: 'text-amber-12',
  },
  sky: {
    surface: 'bg-sky-2 hover:bg-sky-3',
    icon: 'bg-sky-9 text-sky-12',
    border: 'border-sky-6 hover:border-sky-8',
    text: 'text-sky-11',
  },
  grass: {
    surface: 'bg-grass-2 hover:bg-grass-3',
    icon: 'bg-grass-9 text-white',
    border: 'border-grass-6 hover:border-grass-8',
    text: 'text-grass-11',
  },
  pink: {
    surface: 'bg-pink-2 hover:bg-pink-3',
    icon: 'bg-pink-9 text-white',
    border: 'border-pink-6 hover:border-pink-8',
    text: 'text-pink-11',
  },
  iris: {
    surface: 'bg-iris-2 hover:bg-iris-3',
    icon: 'bg-iris-9 text-white',
    border: 'border-iris-6 hover:border-iris-8',
    text: 'text-iris-11',
  },
};
