/** `npx tsx content/check-pictures.ts`: every option for ages 4–6 has a picture, and every picture is written. */
import { join } from 'node:path';
import { reportOnPictures } from './picture-report.ts';

const problems = reportOnPictures(join(import.meta.dirname));
console.log(`pictures: ${problems.length} failing`);
for (const problem of problems) console.log(`  ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
