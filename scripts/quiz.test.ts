import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function quiz(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'quiz.ts'), ...args], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the quiz CLI', () => {
  it('prints a safety quiz as JSON, the same for the same seed', () => {
    const args = [
      '--kind',
      'safety',
      '--category',
      'general-safety',
      '--age-bracket',
      '7-9',
      '--difficulty',
      'Medium',
      '--country',
      'UK',
      '--count',
      '25',
      '--seed',
      '1',
    ];
    const first = quiz(...args);
    expect(first.status).toBe(0);
    const { questions } = JSON.parse(first.stdout);
    expect(questions).toHaveLength(25);
    expect(Object.keys(questions[0]).sort()).toEqual(['correctAnswer', 'explanation', 'options', 'question']);
    expect(quiz(...args).stdout).toBe(first.stdout);
  });

  it('prints the picture a question shows: which flag, and what it looks like', () => {
    const made = quiz(
      '--kind',
      'popular',
      '--topic',
      'Countries and Flags',
      '--age',
      '8',
      '--count',
      '25',
      '--seed',
      '2',
    );
    expect(made.status).toBe(0);
    const { questions } = JSON.parse(made.stdout) as {
      questions: { question: string; image?: { flag: string; alt: string } }[];
    };
    const aboutAFlag = questions.filter((question) => /\bthis flag\b/i.test(question.question));
    expect(aboutAFlag.length).toBeGreaterThan(0);
    for (const question of aboutAFlag) {
      expect(question.image?.flag, question.question).toMatch(/^[A-Z]{2}$/);
      expect(question.image?.alt, question.question).toMatch(/\S/);
    }
  });

  it('makes Know Myself from a details file and validates a file of questions', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quiz-cli-'));
    writeFileSync(
      join(dir, 'child.json'),
      JSON.stringify({ firstName: 'Wren', lastName: 'Abernathy', age: 7, city: 'Leeds' }),
    );
    const made = quiz(
      '--kind',
      'know-myself',
      '--details',
      join(dir, 'child.json'),
      '--difficulty',
      'Normal',
      '--count',
      '10',
      '--seed',
      '3',
    );
    expect(made.status).toBe(0);
    expect(JSON.parse(made.stdout).questions).toHaveLength(10);

    writeFileSync(
      join(dir, 'items.json'),
      JSON.stringify({
        questions: [
          {
            question: 'Who can help you cross the road?',
            options: ['A grown-up', 'A dog'],
            correctAnswer: 'A grown-up',
            explanation: 'Hold a grown-up’s hand.',
          },
          {
            question: 'What should you do?',
            options: ['Hide', 'Meet them'],
            correctAnswer: 'Meet them',
            explanation: 'Go.',
          },
        ],
      }),
    );
    const checked = quiz(
      '--validate',
      join(dir, 'items.json'),
      '--kind',
      'safety',
      '--category',
      'general-safety',
      '--age-bracket',
      '4-6',
      '--country',
      'UK',
    );
    const { results } = JSON.parse(checked.stdout);
    expect(results[0]).toEqual({ ok: true });
    expect(results[1].ok).toBe(false);
    expect(results[1].reasons.join()).toContain('never the correct answer');
    expect(checked.status).toBe(1);
  });

  it('refuses a bad argument with a clear message and a non-zero exit', () => {
    const bad = quiz('--kind', 'safety', '--category', 'general-safety', '--age-bracket', '3-5');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--age-bracket must be one of: 4-6, 7-9, 10-12, 13-16 (got "3-5")');
    expect(quiz('--kind', 'popular', '--topic', 'Times Tables Training', '--age', '20').stderr).toContain(
      '--age must be a whole number from 4 to 16',
    );
    const tooYoung = quiz('--kind', 'safety', '--category', 'digital-safety', '--age-bracket', '4-6');
    expect(tooYoung.status).toBe(2);
    expect(tooYoung.stderr).toContain('Online Safety starts at age 7. Choose an older age group.');
  });
});
