import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../plugins/mailer.js';

/**
 * Mails sent after the change they report has committed (never inside a transaction): a mail failure is
 * logged and never undoes the change (docs/decisions/0020-back-office-data-model.md). `settled` lets
 * closing the app wait for those still on their way.
 */
export function createMailLater(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    send(mail: Mail, context: Record<string, unknown>): void {
      const sending = mailer
        .send(mail)
        .catch((err: unknown) => log.error({ err, ...context }, 'workflow mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    settled: async (): Promise<void> => {
      await Promise.allSettled(pending);
    },
  };
}
export type MailLater = ReturnType<typeof createMailLater>;
