/** `npm run pictures`: writes the pictures content/pictures.json names, and removes those it no longer does. */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURES_DIR, pictureSvg, usedPictures } from '../content/picture-set.ts';

mkdirSync(PICTURES_DIR, { recursive: true });
const used = usedPictures();
for (const name of used) writeFileSync(join(PICTURES_DIR, `${name}.svg`), pictureSvg(name));
for (const file of readdirSync(PICTURES_DIR)) {
  if (!used.includes(file.replace(/\.svg$/, ''))) rmSync(join(PICTURES_DIR, file));
}
console.log(`${used.length} pictures in web/src/pictures`);
