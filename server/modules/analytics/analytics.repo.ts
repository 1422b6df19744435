import { and, count, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizzes } from '../../db/schema.ts';

/** A finished quiz's score as a percentage of its questions. */
const percentExpression = sql`${quizzes.score} * 100.0 / nullif(${quizzes.questionCount}, 0)`;

/** One learner's finished quizzes, always within its owner's account. */
const finishedQuizzesOf = (userId: string, learnerId: string) =>
  and(eq(quizzes.userId, userId), eq(quizzes.learnerId, learnerId), isNotNull(quizzes.completedAt));

/** What a parent's progress views read: a learner's finished quizzes, counted and averaged. */
export function createAnalyticsRepo(db: Database) {
  return {
    /** The learner's latest finished quizzes, newest first. */
    async recentCompleted(userId: string, learnerId: string, limit: number) {
      return db
        .select({
          id: quizzes.id,
          quizType: quizzes.quizType,
          subject: quizzes.subject,
          title: quizzes.title,
          score: quizzes.score,
          questionCount: quizzes.questionCount,
          completedAt: quizzes.completedAt,
        })
        .from(quizzes)
        .where(finishedQuizzesOf(userId, learnerId))
        .orderBy(desc(quizzes.completedAt))
        .limit(limit);
    },

    /** Finished quizzes since SINCE: how many, their average percentage, and how many questions. */
    async completedSince(userId: string, learnerId: string, since: Date) {
      const [row] = await db
        .select({
          quizzes: count(),
          averagePercent: sql<number | null>`avg(${percentExpression})`,
          questions: sql<number | null>`sum(${quizzes.questionCount})`,
        })
        .from(quizzes)
        .where(and(eq(quizzes.userId, userId), eq(quizzes.learnerId, learnerId), gte(quizzes.completedAt, since)));
      return {
        quizzes: row?.quizzes ?? 0,
        averagePercent: Number(row?.averagePercent ?? 0),
        questions: Number(row?.questions ?? 0),
      };
    },

    /** Finished quizzes completed within [FROM, TO] (either end open), newest first. */
    async completedBetween(userId: string, learnerId: string, range: { from?: Date; to?: Date }, limit: number) {
      const conditions = [finishedQuizzesOf(userId, learnerId)];
      if (range.from) conditions.push(gte(quizzes.completedAt, range.from));
      if (range.to) conditions.push(lte(quizzes.completedAt, range.to));
      return db
        .select({
          id: quizzes.id,
          userId: quizzes.userId,
          learnerId: quizzes.learnerId,
          kind: quizzes.kind,
          title: quizzes.title,
          quizType: quizzes.quizType,
          score: quizzes.score,
          questionCount: quizzes.questionCount,
          completedAt: quizzes.completedAt,
        })
        .from(quizzes)
        .where(and(...conditions))
        .orderBy(desc(quizzes.completedAt), desc(quizzes.id))
        .limit(limit);
    },

    /** Finished quizzes per kind of quiz: how many, and the sum of their percentages. */
    async totalsBySubject(userId: string, learnerId: string) {
      const rows = await db
        .select({
          kind: quizzes.kind,
          subject: quizzes.subject,
          title: quizzes.title,
          quizzes: count(),
          percentSum: sql<number>`sum(${percentExpression})`,
        })
        .from(quizzes)
        .where(finishedQuizzesOf(userId, learnerId))
        .groupBy(quizzes.kind, quizzes.subject, quizzes.title);
      return rows.map((row) => ({ ...row, percentSum: Number(row.percentSum) }));
    },

    /** Finished quizzes per UTC week (weeks start on Monday) since SINCE. */
    async weeklyTotals(userId: string, learnerId: string, since: Date) {
      const week = sql<string>`to_char(date_trunc('week', ${quizzes.completedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await db
        .select({ week, quizzes: count(), averagePercent: sql<number>`avg(${percentExpression})` })
        .from(quizzes)
        .where(and(eq(quizzes.userId, userId), eq(quizzes.learnerId, learnerId), gte(quizzes.completedAt, since)))
        .groupBy(week);
      return rows.map((row) => ({ ...row, averagePercent: Number(row.averagePercent) }));
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
