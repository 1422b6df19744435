import type { QuestionImage } from '@contract/quiz.ts';

/**
 * Flag pictures from the country-flag-icons set, one small SVG file each, fetched only when a
 * question shows it (flag emoji do not draw on Windows).
 */
const FLAG_URLS: Record<string, string> = import.meta.glob('../../../../../node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

function flagUrl(code: string): string | undefined {
  return FLAG_URLS[`../../../../../node_modules/country-flag-icons/3x2/${code}.svg`];
}

export function FlagPicture({ image }: { image: QuestionImage }) {
  const url = flagUrl(image.flag);
  if (!url) return <p className="mt-4 text-lg text-sand-12">{image.alt}</p>;
  return (
    <img
      src={url}
      alt={image.alt}
      className="mt-4 h-auto w-48 max-w-full rounded-lg border border-sand-6 sm:w-64"
      width={256}
      height={171}
    />
  );
}
