import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGE_BRACKETS } from '../contract/constants.ts';
import { reportOnBank } from './bank-report.ts';
import { ObjectivesFile, SAFETY_BANK_CATEGORIES, SafetyBankFile } from './schema.ts';

const root = import.meta.dirname;
const objectives = ObjectivesFile.parse(JSON.parse(readFileSync(join(root, 'objectives.json'), 'utf8')));
const objectiveIds = new Set(objectives.objectives.map((objective) => objective.id));

describe('the safety banks', () => {
  for (const category of SAFETY_BANK_CATEGORIES) {
    const brackets = category === 'digital-safety' ? AGE_BRACKETS.filter((bracket) => bracket !== '4-6') : AGE_BRACKETS;
    it(`has a file for every bracket of ${category}, and nothing else`, () => {
      const files = readdirSync(join(root, 'safety', category)).sort();
      expect(files).toEqual(brackets.map((bracket) => `${bracket}.json`).sort());
    });
    for (const bracket of brackets) {
      it(`${category} ${bracket}: every item passes the validator and every country has enough`, () => {
        const bank = SafetyBankFile.parse(
          JSON.parse(readFileSync(join(root, 'safety', category, `${bracket}.json`), 'utf8')),
        );
        expect(bank.category).toBe(category);
        expect(bank.bracket).toBe(bracket);
        const report = reportOnBank(bank, objectiveIds);
        expect(report.problems).toEqual([]);
        expect(report.shortfalls).toEqual([]);
      });
    }
  }
});
