import { cn } from '@/lib/cn.ts';

/**
 * The app's pictures (Fluent Emoji Flat, MIT), one small SVG file each in web/src/pictures: the
 * build gives each its own URL, so a page fetches only the pictures it shows.
 */
const PICTURE_URLS: Record<string, string> = import.meta.glob('../pictures/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

export function pictureUrl(name: string): string | undefined {
  return PICTURE_URLS[`../pictures/${name}.svg`];
}

/** A picture named NAME, with ALT as its words; nothing when the set has no such picture. */
export function Picture({ name, alt, className }: { name: string; alt: string; className?: string }) {
  const url = pictureUrl(name);
  if (!url) return null;
  return <img src={url} alt={alt} width={32} height={32} className={cn('size-14 shrink-0', className)} />;
}
