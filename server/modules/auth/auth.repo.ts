import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AuthTokenPurpose, authTokens, signInSessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
/** The user behind a signed-in request: everything but the password hash. */
export type SignedInUser = Omit<UserRow, 'passwordHash'>;
export type SignInSessionRow = typeof signInSessions.$inferSelect;
export type AuthTokenRow = typeof authTokens.$inferSelect;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** Whether the database refused with CODE (the query builder wraps the driver's error). */
function isViolation(error: unknown, code: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | undefined)?.code === code);
}

const isUniqueViolation = (error: unknown) => isViolation(error, UNIQUE_VIOLATION);

export function createAuthRepo(db: Database) {
  // Every signed-in request asks this: the statement is built once, on first use, not per
  // request, and reads only what a request needs (never the password hash).
  let sessionWithUser: ReturnType<typeof prepareSessionWithUser> | undefined;
  const { passwordHash: _passwordHash, ...signedInUserColumns } = getTableColumns(users);
  const prepareSessionWithUser = () =>
    db
      .select({
        session: { id: signInSessions.id, lastSeenAt: signInSessions.lastSeenAt, expiresAt: signInSessions.expiresAt },
        user: signedInUserColumns,
      })
      .from(signInSessions)
      .innerJoin(users, eq(users.id, signInSessions.userId))
      .where(eq(signInSessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_with_user');

  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
      return user;
    },

    async findUserById(userId: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return user;
    },

    /** Undefined when the address is taken, including by a request that raced this one. */
    async insertUser(values: {
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
    }): Promise<UserRow | undefined> {
      try {
        const [user] = await db.insert(users).values(values).returning();
        return user;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async passwordHashOf(userId: string): Promise<string | undefined> {
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return user?.passwordHash;
    },

    async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async markEmailVerified(userId: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: at })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    async updateNames(userId: string, firstName: string, lastName: string): Promise<UserRow | undefined> {
      const [user] = await db.update(users).set({ firstName, lastName }).where(eq(users.id, userId)).returning();
      return user;
    },

    /** Learners, sign-in sessions, tokens and everything else the user owns go with them (foreign keys cascade). */
    async deleteUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, userId));
      });
    },

    async insertSignInSession(values: {
      userId: string;
      tokenHash: string;
      lastSeenAt: Date;
      expiresAt: Date;
    }): Promise<SignInSessionRow | undefined> {
      try {
        const [session] = await db.insert(signInSessions).values(values).returning();
        if (!session) throw new Error('session insert returned nothing');
        return session;
      } catch (error) {
        // The account was deleted a moment ago, by a request running alongside this one.
        if (isViolation(error, FOREIGN_KEY_VIOLATION)) return undefined;
        throw error;
      }
    },

    async findSignInSessionWithUser(tokenHash: string) {
      sessionWithUser ??= prepareSessionWithUser();
      const [row] = await sessionWithUser.execute({ tokenHash });
      return row;
    },

    async touchSignInSession(sessionId: string, at: Date): Promise<void> {
      await db.update(signInSessions).set({ lastSeenAt: at }).where(eq(signInSessions.id, sessionId));
    },

    async deleteSignInSessionByHash(tokenHash: string): Promise<void> {
      await db.delete(signInSessions).where(eq(signInSessions.tokenHash, tokenHash));
    },

    async deleteSignInSessionsOfUser(userId: string, keepSignInSessionId?: string): Promise<void> {
      await db
        .delete(signInSessions)
        .where(
          keepSignInSessionId
            ? and(eq(signInSessions.userId, userId), ne(signInSessions.id, keepSignInSessionId))
            : eq(signInSessions.userId, userId),
        );
    },

    async listSignInSessionsOfUser(userId: string): Promise<SignInSessionRow[]> {
      return db.select().from(signInSessions).where(eq(signInSessions.userId, userId));
    },

    /** A newer link voids every older unused one of the same purpose. */
    async replaceToken(values: {
      userId: string;
      purpose: AuthTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(authTokens)
          .set({ usedAt: values.now })
          .where(
            and(
              eq(authTokens.userId, values.userId),
              eq(authTokens.purpose, values.purpose),
              isNull(authTokens.usedAt),
            ),
          );
        await tx.insert(authTokens).values({
          userId: values.userId,
          purpose: values.purpose,
          tokenHash: values.tokenHash,
          expiresAt: values.expiresAt,
        });
      });
    },

    async findToken(tokenHash: string, purpose: AuthTokenPurpose): Promise<AuthTokenRow | undefined> {
      const [token] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
        .limit(1);
      return token;
    },

    /** True for exactly one caller, however many race to use the same link. */
    async consumeToken(tokenId: string, at: Date): Promise<boolean> {
      const used = await db
        .update(authTokens)
        .set({ usedAt: at })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt)))
        .returning({ id: authTokens.id });
      return used.length === 1;
    },

    async voidTokens(userId: string, purpose: AuthTokenPurpose, at: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ usedAt: at })
        .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
