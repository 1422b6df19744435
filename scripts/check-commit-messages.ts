/**
 * `tsx scripts/check-commit-messages.ts [base]` (CI runs it): every commit after BASE has a subject
 * of at most 72 characters, and a body saying why unless it is a merge. Commits up to BASE are the
 * history from before the rule, left as they landed: rewriting published history would change
 * every commit's id under anyone who has the repository.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT_LENGTH = 72;
/** The last commit landed before the rule was checked. */
export const RULE_BASE = 'dd501fd';

export interface CommitMessage {
  id: string;
  subject: string;
  body: string;
  isMerge: boolean;
}

/** What is wrong with one commit's message, if anything. */
export function commitMessageProblems({ subject, body, isMerge }: CommitMessage): string[] {
  const problems: string[] = [];
  if (subject.length > MAX_SUBJECT_LENGTH) {
    problems.push(`subject is ${subject.length} characters (at most ${MAX_SUBJECT_LENGTH})`);
  }
  const why = body.replace(/^[\w-]+: .*$/gm, '').trim(); // trailers (Co-authored-by: …) are not a why
  if (!isMerge && why === '') problems.push('no body saying why');
  return problems;
}

const FIELD = '\x1f';
const RECORD = '\x1e';

function commitsAfter(base: string): CommitMessage[] {
  const log = execFileSync('git', ['log', `--format=%h${FIELD}%p${FIELD}%s${FIELD}%b${RECORD}`, `${base}..HEAD`], {
    encoding: 'utf8',
  });
  return log
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [id = '', parents = '', subject = '', body = ''] = record.split(FIELD);
      return { id, subject, body, isMerge: parents.trim().split(' ').length > 1 };
    });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2] ?? RULE_BASE;
  const commits = commitsAfter(base);
  const failures = commits.flatMap((commit) =>
    commitMessageProblems(commit).map((problem) => `${commit.id} "${commit.subject}": ${problem}`),
  );
  for (const failure of failures) console.error(failure);
  console.log(`${commits.length} commits after ${base} checked, ${failures.length} problems.`);
  process.exit(failures.length > 0 ? 1 : 0);
}
