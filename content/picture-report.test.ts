import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportOnPictures } from './picture-report.ts';

const contentRoot = join(import.meta.dirname);

describe('content:lint on pictures', () => {
  it('finds a picture for every option of every 4–6 bank item, and every picture written', () => {
    expect(reportOnPictures(contentRoot)).toEqual([]);
  });

  it('names a 4–6 item with an option that has no picture', () => {
    const root = mkdtempSync(join(tmpdir(), 'safesteps-pictures-'));
    const bank = JSON.parse(readFileSync(join(contentRoot, 'safety/general-safety/4-6.json'), 'utf8'));
    const [item] = bank.items;
    item.options = [...item.options.slice(0, -1), 'Zyxwv'];
    mkdirSync(join(root, 'safety/general-safety'), { recursive: true });
    writeFileSync(join(root, 'safety/general-safety/4-6.json'), JSON.stringify({ ...bank, items: [item] }));
    expect(reportOnPictures(root)).toEqual([`${item.id}: no picture for "Zyxwv"`]);
  });
});
