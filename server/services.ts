/**
 * Every service, given its repository (the SQL) and the adapters it calls. A route calls one
 * service; the service named here with `repo:` is where its queries live.
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadServerContent } from '../content/load.ts';
import { createMailQueue } from './adapters/mail/mail-queue.ts';
import type { Adapters } from './adapters.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { createLearnerKeyWrapper } from './crypto/learner-key.ts';
import { createSealedBox } from './crypto/sealed-box.ts';
import type { Database } from './db/client.ts';
import type { Compactor } from './db/compaction.ts';
import { createUnitOfWork } from './db/unit-of-work.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAccountExportRepo } from './modules/account/account-export.repo.ts';
import { createAnalyticsRepo } from './modules/analytics/analytics.repo.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createRewardsRepo } from './modules/analytics/rewards.repo.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionCookie, createSignUpMarkerCookie } from './modules/auth/session-cookie.ts';
import { createSignUpMarkers, signUpMarkerKey } from './modules/auth/sign-up-marker.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createLearnerSeals } from './modules/learners/learner-seals.ts';
import { createLearnersRepo } from './modules/learners/learners.repo.ts';
import { createLearnersService } from './modules/learners/learners.service.ts';
import { createQuizRepo } from './modules/quiz/quiz.repo.ts';
import { createQuizService } from './modules/quiz/quiz.service.ts';
import { createQuestionRows } from './modules/quiz/quiz-questions.ts';
import { createRetentionService } from './modules/retention/retention.service.ts';
import { loadDataEncryptionKey } from './secrets.ts';

export type Services = ReturnType<typeof createServices>;

export function createServices({
  config,
  db,
  compactor,
  adapters,
  clock,
  log,
}: {
  config: Config;
  db: Database;
  compactor: Compactor;
  adapters: Adapters;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { mailer, limiter } = adapters;
  const dataKey = loadDataEncryptionKey({ fromEnv: config.dataEncryptionKey, dataDir: config.dataDir });
  const dataBox = createSealedBox(dataKey);
  const learnersRepo = createLearnersRepo(db);
  const seals = createLearnerSeals({ repo: learnersRepo, wrapper: createLearnerKeyWrapper(dataBox) });
  // The question banks and data files, read and checked against their schemas.
  const { content, labels, pictureRules } = loadServerContent();
  const questionRows = createQuestionRows(seals, pictureRules);
  // Mail goes out after the answer; tests wait for the queue before reading the outbox.
  const mailQueue = createMailQueue(log);

  const authRepo = createAuthRepo(db);
  const auth = createAuthService({
    repo: authRepo,
    mailer,
    mailQueue,
    limiter,
    clock,
    appUrl: config.appUrl,
    signUpMarkers: createSignUpMarkers(signUpMarkerKey(dataKey), clock),
  });
  // Work under an account's limits goes through this one unit of work (db/unit-of-work.ts).
  const withAccount = createUnitOfWork(db);
  const billing = createBillingService({ db, withAccount, gateway: adapters.payments, clock });
  const learners = createLearnersService({ db, withAccount, billing, seals, compactor });
  const quizRepo = createQuizRepo(db);
  const quiz = createQuizService({
    db,
    withAccount,
    learners,
    billing,
    content,
    labels,
    questionRows,
    clock,
    limiter,
    ai: adapters.ai,
  });
  const analytics = createAnalyticsService({
    repo: createAnalyticsRepo(db),
    quizRepo,
    questionRows,
    rewardsRepo: createRewardsRepo(db),
    learners,
    billing,
    clock,
  });
  const account = createAccountService({
    repo: authRepo,
    authService: auth,
    learnersService: learners,
    billingService: billing,
    mailer,
    quizService: quiz,
    exportRepo: createAccountExportRepo(db),
    questionRows,
    compactor,
    clock,
  });

  return {
    auth,
    sessionCookie: createSessionCookie(config, auth),
    signUpMarkerCookie: createSignUpMarkerCookie(config),
    account,
    learners,
    billing,
    quiz,
    analytics,
    retention: createRetentionService({ db, clock }),
    mailQueue,
    /** Compactions after deletions; tests wait for them before looking at what is left. */
    compaction: compactor,
  };
}
