/**
 * The app's pictures come from one openly licensed set in one style: Fluent Emoji Flat (Microsoft,
 * MIT). The whole set is several megabytes, so only the pictures the rules in content/pictures.json
 * name, and those of the child's tiles (contract/tile-pictures.ts), are written, one small SVG file each, into web/src/pictures (`npm run pictures`); a phone
 * fetches only the files a question shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';
import { TILE_PICTURES } from '../contract/tile-pictures.ts';
import { APP_ROOT } from '../server/app-root.ts';
import { loadPictureRules } from './load.ts';

export const PICTURES_DIR = join(APP_ROOT, 'web/src/pictures');

let pictureSet: Parameters<typeof getIconData>[0] | undefined;

/** The SVG file for the picture NAME; throws when the set has no such picture. */
export function pictureSvg(name: string): string {
  pictureSet ??= JSON.parse(
    readFileSync(join(APP_ROOT, 'node_modules/@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
  ) as Parameters<typeof getIconData>[0];
  const data = getIconData(pictureSet, name);
  if (!data) throw new Error(`Fluent Emoji Flat has no picture called "${name}"`);
  // Sized by its viewBox, so an <img> of it scales to whatever box the page gives it.
  const { attributes, body } = iconToSVG(data, { height: 'auto' });
  return `${iconToHTML(body, attributes)}\n`;
}

/** Every picture a rule names or a child's tile shows, once each, sorted. */
export function usedPictures(): string[] {
  return [...new Set([...loadPictureRules().map((rule) => rule.picture), ...TILE_PICTURES])].sort();
}
