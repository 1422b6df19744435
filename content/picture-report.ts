/**
 * What `content:lint` checks of pictures: every option of every bank item for ages 4–6 (the safety
 * banks and Know Myself's) has a picture, and every picture a rule names is in web/src/pictures,
 * as `npm run pictures` writes it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPictureFinder } from '../engine/pictures.ts';
import { loadPictureRules } from './load.ts';
import { PICTURES_DIR, pictureSvg, usedPictures } from './picture-set.ts';
import { SAFETY_BANK_CATEGORIES, SafetyBankFile } from './schema.ts';

const PICTURED_BRACKET = '4-6';

export function reportOnPictures(contentRoot: string): string[] {
  const problems: string[] = [];
  const findPicture = createPictureFinder(loadPictureRules());
  for (const category of SAFETY_BANK_CATEGORIES) {
    const path = join(contentRoot, 'safety', category, `${PICTURED_BRACKET}.json`);
    if (!existsSync(path)) continue;
    for (const item of SafetyBankFile.parse(JSON.parse(readFileSync(path, 'utf8'))).items) {
      const bare = item.options.filter((option) => findPicture(option) === undefined);
      if (bare.length > 0)
        problems.push(`${item.id}: no picture for ${bare.map((option) => `"${option}"`).join(', ')}`);
    }
  }
  const written = new Set(existsSync(PICTURES_DIR) ? readdirSync(PICTURES_DIR) : []);
  for (const name of usedPictures()) {
    const file = `${name}.svg`;
    if (!written.has(file)) problems.push(`pictures: ${file} is missing (run npm run pictures)`);
    else if (readFileSync(join(PICTURES_DIR, file), 'utf8') !== pictureSvg(name)) {
      problems.push(`pictures: ${file} differs from the set (run npm run pictures)`);
    }
  }
  return problems;
}
