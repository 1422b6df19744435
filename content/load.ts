import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { continents, countries } from 'countries-list';
import * as z from 'zod';
import { AGE_BRACKETS, QUIZ_COUNTRIES } from '../contract/constants.ts';
import { type CountryFact, type EngineContent, SPELLING_YEARS } from '../engine/content.ts';
import type { PictureRule } from '../engine/pictures.ts';
import { APP_ROOT } from '../server/app-root.ts';
import { PopularBankFile, SAFETY_BANK_CATEGORIES, SafetyBankFile } from './schema.ts';

const root = join(APP_ROOT, 'content');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const FlagsFile = z.object({ source: z.string(), flags: z.record(z.string(), z.string()) });
const SpellingFile = z.object({
  source: z.string(),
  lists: z.array(
    z.object({
      year: z.enum(SPELLING_YEARS),
      name: z.string(),
      words: z.array(
        z.object({
          word: z.string().regex(/^[a-z]+$/),
          clue: z.string().min(3),
          misspellings: z.array(z.string().regex(/^[a-z]+$/)).min(3),
          spellings: z.partialRecord(z.enum(QUIZ_COUNTRIES), z.string().regex(/^[a-z]+$/)).optional(),
        }),
      ),
    }),
  ),
});
/** The Space and Planets quiz's facts (content/data/space-facts.json). */
export const SpaceFactsFile = z.object({
  source: z.string(),
  facts: z
    .array(
      z
        .object({
          level: z.number().int().min(1).max(5),
          minAge: z.number().int().min(5).max(16).optional(),
          countries: z.array(z.enum(QUIZ_COUNTRIES)).min(1).optional(),
          ask: z.string().min(3),
          answer: z.string().min(1),
          wrong: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]),
          why: z.string().min(3),
        })
        .refine((fact) => new Set([fact.answer, ...fact.wrong]).size === 4, {
          message: 'the answer and the three wrong options must all differ',
        }),
    )
    // The question is the fact's id: two facts asking the same would be one question to the quiz.
    .refine((facts) => new Set(facts.map((fact) => fact.ask)).size === facts.length, {
      message: 'two facts ask the same question',
    }),
});
const CountriesFile = z.object({
  source: z.string(),
  unMembers: z.array(z.string().regex(/^[A-Z]{2}$/)).length(193),
  capitalLeftOut: z.record(z.string(), z.string()),
  notOneContinent: z.record(z.string(), z.string()),
});

/** UN member states whose capital is not disputed, with a flag description where one is written. */
function loadCountries(): CountryFact[] {
  const flags = FlagsFile.parse(readJson(join(root, 'data/flags.json'))).flags;
  const { unMembers, capitalLeftOut, notOneContinent } = CountriesFile.parse(
    readJson(join(root, 'data/countries.json')),
  );
  return unMembers
    .filter((code) => !capitalLeftOut[code])
    .map((code) => {
      const country = countries[code as keyof typeof countries];
      return {
        code,
        name: country.name,
        capital: country.capital,
        ...(notOneContinent[code] ? {} : { continent: continents[country.continent] }),
        ...(flags[code] ? { flag: flags[code] } : {}),
      };
    });
}

/** Reads and checks every data file once; the server and the CLI hand the result to the engine. */
export function loadContent(): EngineContent {
  const safety = Object.fromEntries(
    SAFETY_BANK_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(
        AGE_BRACKETS.flatMap((bracket) => {
          const path = join(root, 'safety', category, `${bracket}.json`);
          return existsSync(path) ? [[bracket, SafetyBankFile.parse(readJson(path)).items]] : [];
        }),
      ),
    ]),
  ) as unknown as EngineContent['safety'];
  const popularDir = join(root, 'popular');
  const topics = Object.fromEntries(
    (existsSync(popularDir) ? readdirSync(popularDir) : [])
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const bank = PopularBankFile.parse(readJson(join(popularDir, file)));
        return [bank.topic, bank.items];
      }),
  );
  return {
    safety,
    topics,
    countries: loadCountries(),
    spellingLists: SpellingFile.parse(readJson(join(root, 'data/spelling.json'))).lists,
    spaceFacts: SpaceFactsFile.parse(readJson(join(root, 'data/space-facts.json'))).facts,
  };
}

const PicturesFile = z.object({
  source: z.string(),
  rules: z.array(z.object({ picture: z.string().regex(/^[a-z0-9-]+$/), words: z.array(z.string().min(1)).min(1) })),
});

/** The rules that give young children's options their pictures, in the order they are tried. */
export function loadPictureRules(): PictureRule[] {
  return PicturesFile.parse(readJson(join(root, 'pictures.json'))).rules;
}

const LabelsFile = z.object({ source: z.string(), labels: z.record(z.string(), z.string()) });

/** Short names of the curriculum objectives, for a child's strengths and things to practise. */
export function loadObjectiveLabels(): Record<string, string> {
  const path = join(root, 'objective-labels.json');
  return existsSync(path) ? LabelsFile.parse(readJson(path)).labels : {};
}

/** Everything the server reads from the data files, read and checked once. */
export interface ServerContent {
  content: EngineContent;
  labels: Record<string, string>;
  /** Which picture shows an option's words, for children who cannot read yet. */
  pictureRules: PictureRule[];
}

export function loadServerContent(): ServerContent {
  return { content: loadContent(), labels: loadObjectiveLabels(), pictureRules: loadPictureRules() };
}
