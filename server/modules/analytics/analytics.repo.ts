import { and, count, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSessions } from '../../db/schema.ts';

/** A finished quiz's score as a percentage of its questions. */
const percentExpression = sql`${quizSessions.score} * 100.0 / nullif(${quizSessions.questionCount}, 0)`;

/** One learner's finished quizzes, always within its owner's account. */
const finishedQuizzesOf = (userId: string, learnerId: string) =>
  and(eq(quizSessions.userId, userId), eq(quizSessions.learnerId, learnerId), isNotNull(quizSessions.completedAt));

/** What a parent's progress views read: a learner's finished quizzes, counted and averaged. */
export function createAnalyticsRepo(db: Database) {
  return {
    /** The learner's latest finished quizzes, newest first. */
    async recentCompleted(userId: string, learnerId: string, limit: number) {
      return db
        .select({
          id: quizSessions.id,
          quizType: quizSessions.quizType,
          subject: quizSessions.subject,
          title: quizSessions.title,
          score: quizSessions.score,
          questionCount: quizSessions.questionCount,
          completedAt: quizSessions.completedAt,
        })
        .from(quizSessions)
        .where(finishedQuizzesOf(userId, learnerId))
        .orderBy(desc(quizSessions.completedAt))
        .limit(limit);
    },

    /** Finished quizzes since SINCE: how many, their average percentage, and how many questions. */
    async completedSince(userId: string, learnerId: string, since: Date) {
      const [row] = await db
        .select({
          quizzes: count(),
          averagePercent: sql<number | null>`avg(${percentExpression})`,
          questions: sql<number | null>`sum(${quizSessions.questionCount})`,
        })
        .from(quizSessions)
        .where(
          and(
            eq(quizSessions.userId, userId),
            eq(quizSessions.learnerId, learnerId),
            gte(quizSessions.completedAt, since),
          ),
        );
      return {
        quizzes: row?.quizzes ?? 0,
        averagePercent: Number(row?.averagePercent ?? 0),
        questions: Number(row?.questions ?? 0),
      };
    },

    /** Finished quizzes completed within [FROM, TO] (either end open), newest first. */
    async completedBetween(userId: string, learnerId: string, range: { from?: Date; to?: Date }, limit: number) {
      const conditions = [finishedQuizzesOf(userId, learnerId)];
      if (range.from) conditions.push(gte(quizSessions.completedAt, range.from));
      if (range.to) conditions.push(lte(quizSessions.completedAt, range.to));
      return db
        .select({
          id: quizSessions.id,
          userId: quizSessions.userId,
          learnerId: quizSessions.learnerId,
          kind: quizSessions.kind,
          title: quizSessions.title,
          quizType: quizSessions.quizType,
          score: quizSessions.score,
          questionCount: quizSessions.questionCount,
          completedAt: quizSessions.completedAt,
        })
        .from(quizSessions)
        .where(and(...conditions))
        .orderBy(desc(quizSessions.completedAt), desc(quizSessions.id))
        .limit(limit);
    },

    /** Finished quizzes per kind of quiz: how many, and the sum of their percentages. */
    async totalsBySubject(userId: string, learnerId: string) {
      const rows = await db
        .select({
          kind: quizSessions.kind,
          subject: quizSessions.subject,
          title: quizSessions.title,
          quizzes: count(),
          percentSum: sql<number>`sum(${percentExpression})`,
        })
        .from(quizSessions)
        .where(finishedQuizzesOf(userId, learnerId))
        .groupBy(quizSessions.kind, quizSessions.subject, quizSessions.title);
      return rows.map((row) => ({ ...row, percentSum: Number(row.percentSum) }));
    },

    /** Finished quizzes per UTC week (weeks start on Monday) since SINCE. */
    async weeklyTotals(userId: string, learnerId: string, since: Date) {
      const week = sql<string>`to_char(date_trunc('week', ${quizSessions.completedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await db
        .select({ week, quizzes: count(), averagePercent: sql<number>`avg(${percentExpression})` })
        .from(quizSessions)
        .where(
          and(
            eq(quizSessions.userId, userId),
            eq(quizSessions.learnerId, learnerId),
            gte(quizSessions.completedAt, since),
          ),
        )
        .groupBy(week);
      return rows.map((row) => ({ ...row, averagePercent: Number(row.averagePercent) }));
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
