import type { FastifyBaseLogger } from 'fastify';
import type { FormServicesOptions } from '../options';
import type { LeadStore } from '../store/lead-store';
import { applyRetention, daysInMonths } from './retention';

const DAY_MS = 86_400_000;

/**
 * The retention rule as a server keeps it: a pass at start and once a day, each logged; and a
 * warning at start when the period set here differs from the one the privacy policy states.
 */
export function keepRetention(
  store: LeadStore,
  options: Pick<FormServicesOptions, 'retentionDays' | 'statedRetentionMonths' | 'mailDir'>,
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
          void pass().finally(daily);
        }, DAY_MS).unref();
      };
      daily();
    },
    stop: () => clearTimeout(timer),
  };
}
