import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from './check-commit-messages.ts';

const commit = (subject: string, body: string, isMerge = false) => ({ id: 'abc1234', subject, body, isMerge });

describe('commitMessageProblems', () => {
  it('accepts a subject of 72 characters with a body', () => {
    expect(commitMessageProblems(commit('x'.repeat(72), 'Because the reset link leaked.'))).toEqual([]);
  });

  it('refuses a subject of 73 characters', () => {
    expect(commitMessageProblems(commit('x'.repeat(73), 'Why.'))).toEqual(['subject is 73 characters (at most 72)']);
  });

  it('refuses a commit without a body, and one whose body is only trailers', () => {
    expect(commitMessageProblems(commit('Fix the reset link', ''))).toEqual(['no body saying why']);
    expect(commitMessageProblems(commit('Fix the reset link', 'Co-authored-by: A <a@example.com>\n'))).toEqual([
      'no body saying why',
    ]);
  });

  it('lets a merge go without a body but not with a long subject', () => {
    expect(commitMessageProblems(commit("Merge branch 'player'", '', true))).toEqual([]);
    expect(commitMessageProblems(commit(`Merge branch '${'p'.repeat(70)}'`, '', true))).toHaveLength(1);
  });
});
