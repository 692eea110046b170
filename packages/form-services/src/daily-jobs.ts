import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail/transport';
import type { FormServicesOptions } from './options';
import { applyRetention, daysInMonths } from './privacy/retention';
import { dayInReview, digestMail } from './spam/digest';
import type { LeadStore } from './store/lead-store';

const DAY_MS = 86_400_000;

/**
 * Sends the company the digest of the day before `now` (the leads held as spam, the webhooks
 * that failed), when there is anything in it; answers whether one was sent.
 */
export async function sendDigest(
  store: Pick<LeadStore, 'list'>,
  transport: Pick<MailTransport, 'send'>,
  to: string,
  now: Date,
): Promise<boolean> {
  const review = await dayInReview(store, new Date(now.getTime() - DAY_MS));
  const day = now.toISOString().slice(0, 10);
  const mail = digestMail(review, to, day);
  if (!mail) return false;
  await transport.send(mail, `digest-${day}`);
  return true;
}

/**
 * What a server does once a day, and at start: the retention rule (a pass, logged, and a warning
 * when the period set here differs from the one the privacy policy states), and the company's
 * digest of held leads and failed webhooks.
 */
export function keepDailyJobs(
  store: LeadStore,
  options: Pick<
    FormServicesOptions,
    'retentionDays' | 'statedRetentionMonths' | 'mailDir' | 'companyEmail'
  >,
  transport: Pick<MailTransport, 'send'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  now: () => Date = () => new Date(),
) {
  const statedDays = daysInMonths(options.statedRetentionMonths);
  let timer: NodeJS.Timeout | undefined;
  const pass = () =>
    applyRetention(store, {
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
      void pass();
      const daily = () => {
        timer = setTimeout(() => {
          const digest = sendDigest(store, transport, options.companyEmail, now()).catch(
            (error: unknown) => log.error({ err: error }, 'the daily digest could not be sent'),
          );
          void Promise.allSettled([pass(), digest]).finally(daily);
        }, DAY_MS).unref();
      };
      daily();
    },
    stop: () => clearTimeout(timer),
  };
}
