import type { FastifyBaseLogger } from 'fastify';

/**
 * Mail is made and sent after the request is answered. A request never waits on the mailer, and
 * the work a mail needs (a link to issue, a file or an SMTP round trip) takes no time from the
 * answer, so sign-up and forgot-password answer a known and an unknown address alike.
 */
export function createMailQueue(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    /** Runs JOB once the current request has had its answer; a failure is logged, never thrown. */
    later(job: () => Promise<void>): void {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((error: unknown) => {
          // The account change stands; the person can ask for the e-mail again.
          log.error({ err: error }, 'could not send e-mail');
        })
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    /** Resolves once every queued mail is sent (or has failed): before shutdown, and in tests. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
