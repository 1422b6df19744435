import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizzes } from '../../db/schema.ts';

/** The few columns a learner's stars and days in a row are counted from, always within the owner's account. */
export function createRewardsRepo(db: Database) {
  return {
    async finishedScores(userId: string, learnerId: string) {
      return db
        .select({
          score: quizzes.score,
          questionCount: quizzes.questionCount,
          completedAt: quizzes.completedAt,
        })
        .from(quizzes)
        .where(and(eq(quizzes.userId, userId), eq(quizzes.learnerId, learnerId), isNotNull(quizzes.completedAt)));
    },
  };
}

export type RewardsRepo = ReturnType<typeof createRewardsRepo>;
