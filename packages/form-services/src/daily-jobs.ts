import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail/transport';
import type { FormServicesOptions } from './config/options';
import { applyRetention, daysInMonths } from './privacy/retention';
import { dayInReview, digestMail } from './spam/digest';
import type { LeadStore } from './store/lead-store';

const DAY_MS = 86_400_000;
/** The digest's hour: 08:00 in Dubai (UTC+4, no daylight saving), 04:00 UTC. */
const DIGEST_HOUR_UTC = 4;

/**
 * How long from `now` until the next digest hour.
 *
 * @example
 * untilDigestHour(new Date('2026-11-24T03:00:00Z')); // => 3600000
 * untilDigestHour(new Date('2026-11-24T04:00:00Z')); // => 86400000
 */
export function untilDigestHour(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setTime(next.getTime() + DAY_MS);
  return next.getTime() - now.getTime();
}

/**
 * Sends the company the digest of the day before `now` (the leads held as spam, the mails and
 * webhooks failed or still waiting), when there is anything in it and no server sent today's; answers whether one
 * was sent.
 */
export async function sendDigest(
  store: Pick<LeadStore, 'leads' | 'jobs'>,
  transport: Pick<MailTransport, 'send'>,
  to: string,
  now: Date,
  webhookGiveUpMs: number,
): Promise<boolean> {
  // Deliveries fail for good only after days of retries: those are looked for that far back.
  const review = await dayInReview(store.leads, new Date(now.getTime() - DAY_MS), {
    failedSince: new Date(now.getTime() - webhookGiveUpMs - DAY_MS),
  });
  const day = now.toISOString().slice(0, 10);
  const mail = digestMail(review, to, day);
  // One digest a day, whichever server (or restart) comes to it first.
  if (!mail || !(await store.jobs.claimDailyJob('digest', day))) return false;
  await transport.send(mail, `digest-${day}`);
  return true;
}

/**
 * What a server does once a day, and at start: the retention rule (a pass, logged, and a warning
 * when the period set here differs from the one the privacy policy states), and the company's
 * digest of held leads and of mails and webhooks failed or still waiting.
 */
export function keepDailyJobs(
  store: Pick<LeadStore, 'leads' | 'jobs'>,
  options: Pick<
    FormServicesOptions,
    'retentionDays' | 'statedRetentionMonths' | 'mailDir' | 'companyEmail' | 'delivery'
  >,
  transport: Pick<MailTransport, 'send'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  now: () => Date = () => new Date(),
) {
  const statedDays = daysInMonths(options.statedRetentionMonths);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const pass = () =>
    applyRetention(store.leads, {
      retentionDays: options.retentionDays,
      statedDays,
      now: now(),
      mailDir: options.mailDir,
    }).then(
      (outcome) => {
        if (outcome.action === 'deleted')
          log.info(
            { deleted: outcome.leads, mailCopies: outcome.mailCopies },
            'retention: old leads deleted',
          );
        else if (outcome.action === 'refused')
          log.warn(
            { newest: outcome.newest },
            'retention: the clock reads earlier than the newest lead; nothing deleted',
          );
        else
          log.info(
            {
              olderThanPolicy: outcome.olderThanStated,
              policyMonths: options.statedRetentionMonths,
            },
            'retention: FORMS_RETENTION_DAYS is unset, nothing is deleted; leads older than the privacy policy states counted',
          );
      },
      (error: unknown) => log.error({ err: error }, 'retention: the pass failed'),
    );
  return {
    start(): void {
      if (options.retentionDays !== undefined && options.retentionDays !== statedDays)
        log.warn(
          { retentionDays: options.retentionDays, policyDays: statedDays },
          'retention: FORMS_RETENTION_DAYS differs from the period the privacy policy states',
        );
      running = pass();
      // The digest goes at the same Dubai hour each day, whenever the server started.
      const daily = () => {
        if (stopped) return;
        timer = setTimeout(() => {
          const digest = sendDigest(
            store,
            transport,
            options.companyEmail,
            now(),
            options.delivery.giveUpAfterMs,
          ).catch((error: unknown) =>
            log.error({ err: error }, 'the daily digest could not be sent'),
          );
          running = Promise.allSettled([pass(), digest]).finally(daily);
        }, untilDigestHour(now())).unref();
      };
      daily();
    },
    /** Stops the timer and waits for a pass that is running. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
