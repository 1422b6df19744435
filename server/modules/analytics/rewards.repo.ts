import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSessions } from '../../db/schema.ts';

/** The few columns a learner's stars and days in a row are counted from, always within the owner's account. */
export function createRewardsRepo(db: Database) {
  return {
    async finishedScores(userId: string, learnerId: string) {
      return db
        .select({
          score: quizSessions.score,
          questionCount: quizSessions.questionCount,
          completedAt: quizSessions.completedAt,
        })
        .from(quizSessions)
        .where(
          and(
            eq(quizSessions.userId, userId),
            eq(quizSessions.learnerId, learnerId),
            isNotNull(quizSessions.completedAt),
          ),
        );
    },
  };
}

export type RewardsRepo = ReturnType<typeof createRewardsRepo>;
