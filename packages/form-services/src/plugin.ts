import multipart from '@fastify/multipart';
import { hostname } from 'node:os';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { alertOutbox } from './alerts/alert-outbox';
import { alertPoster } from './alerts/alert-poster';
import { watchIncidents } from './alerts/incident-watch';
import { leadMail } from './delivery/mails';
import { fileScanner } from './delivery/file-scan';
import { createDeliveryQueue } from './delivery/queue';
import { watchQueue } from './delivery/queue-watch';
import { listenForScrapes } from './metrics/metrics-listener';
import { collectProcessMetrics } from './metrics/process-metrics';
import { serviceMetrics } from './metrics/service-metrics';
import { SERVICE_MESSAGES, answer, answerFormatOf } from './http/answer';
import { cspReports } from './http/csp-reports';
import { DEVELOPMENT_LINK_SECRET } from './booking-link/development-secret';
import { bookingLinkRoute } from './http/booking-link';
import { healthRoute } from './http/health';
import { leadRoutes } from './http/routes';
import { shownDataPath } from './paths';
import { SubmissionError } from './http/submission';
import type { FormServicesOptions } from './config/options';
import { StoreUnavailableError } from './store/errors';
import { openStore } from './store/open-store';
import { keepDailyJobs } from './daily-jobs';
import { startupChecks, storeOpeningFailed } from './startup';
import { webhookSender } from './webhooks/webhook-sender';
import { chatSender } from './chat/chat-sender';

/** How long a visitor refused for a store that is down is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The local form services, as an encapsulated Fastify plugin: the lead endpoints (see
 * `http/routes.ts`), `GET /healthz` and the pages' CSP reports (`http/csp-reports.ts`). Every
 * accepted lead is kept by the store (files, or PostgreSQL with `databaseUrl`) before the visitor
 * is answered; its mails go out from the delivery queue in the background. Closing the server stops taking leads, finishes the requests
 * and mails in flight, and lets go of the store. Mount it in any Fastify server.
 */
export const formServices: FastifyPluginAsync<FormServicesOptions> = async (app, options) => {
  await startupChecks(options);
  // The mail is planned by the store's start too (leads a killed server kept unplanned).
  const mail = leadMail(options, () => store, shownDataPath(options.mailDir));
  const store = await openStore(options, 'server', {
    log: app.log,
    planDeliveries: mail.planStored,
  }).catch((error: unknown) => storeOpeningFailed(options, error));
  const now = () => new Date();
  const figures = watchQueue(store, options.delivery.figuresEveryMs, app.log);
  const metrics = serviceMetrics(() => figures.latest, now);
  const alerts = alertOutbox(
    options.alerts.to && alertPoster(options.alerts.to),
    options.alerts.retryDelaysMs,
    app.log,
    now,
  );
  const incidents = watchIncidents({
    store,
    alerts,
    afterMinutes: options.alerts.afterMinutes,
    everyMs: options.delivery.figuresEveryMs,
    server: `${hostname()} (process ${process.pid})`,
    log: app.log,
    now,
  });
  const queue = createDeliveryQueue({
    queue: store.queue,
    transport: mail.transport,
    compose: mail.compose,
    scanFile:
      options.scan &&
      fileScanner(options.scan, (lead) => store.leads.attachment(lead), {
        gaveUp: incidents.scanGaveUp,
        answered: incidents.scanAnswered,
      }),
    holdInfected: (id, signature) => store.leads.holdInfected(id, signature),
    webhook: options.webhook && webhookSender(options.webhook.secret, options.officeHours),
    // Unset, a chat message queued under an earlier configuration fails (none is configured now).
    chat:
      options.chat.url || options.routes.some((route) => route.chat)
        ? chatSender(options.chat, options.officeHours)
        : undefined,
    delivery: options.delivery,
    log: app.log,
    attempted: metrics.attempted,
    refused: incidents.refused,
  });
  app.log.info(
    { store: store.description, mail: mail.transport.description },
    'form services ready',
  );
  if (!options.linkSecret)
    app.log.warn(
      'booking mails carry no link to move or cancel the booking: set FORMS_LINK_SECRET (at least 32 characters)',
    );
  else if (options.linkSecret === DEVELOPMENT_LINK_SECRET)
    app.log.warn(
      'booking links are signed with the public development secret (FORMS_LINK_SECRET unset, not production, the site on this machine)',
    );
  if (!options.scan)
    app.log.warn(
      options.scanOff
        ? 'uploads are not scanned for viruses (FORMS_SCAN=off)'
        : 'uploads are not scanned for viruses: set FORMS_CLAMD_SOCKET or FORMS_CLAMD_URL',
    );
  const daily = keepDailyJobs(store, options, mail.transport, app.log);
  let scrapes: { close(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    queue.start();
    daily.start();
    figures.start();
    incidents.start();
    if (options.metrics) {
      collectProcessMetrics(metrics.registry);
      scrapes = await listenForScrapes(metrics.registry, options.metrics);
      app.log.info(`metrics: GET /metrics on ${options.metrics.host}:${options.metrics.port}`);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.answered(request.routeOptions.url, reply.statusCode);
  });
  app.addHook('onClose', async () => {
    await scrapes?.close();
    figures.stop();
    await incidents.stop();
    alerts.close();
    await daily.stop();
    await queue.close();
    await store.close();
  });

  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(rateLimit, {
    max: options.rateLimitMax,
    timeWindow: options.rateLimitWindowMs,
    errorResponseBuilder: () => new SubmissionError(429, SERVICE_MESSAGES.tooMany),
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: options.bodyLimitBytes },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status =
      error instanceof SubmissionError
        ? error.statusCode
        : error instanceof StoreUnavailableError
          ? 503
          : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error, cause: error.cause }, 'form service error');
    if (status === 413) reply.header('connection', 'close');
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    // Only this package's own refusals carry words meant for visitors.
    const text =
      error instanceof SubmissionError
        ? error.message
        : status === 413
          ? SERVICE_MESSAGES.tooLarge
          : status === 503
            ? SERVICE_MESSAGES.unavailable
            : status >= 500
              ? SERVICE_MESSAGES.unexpected
              : error.message;
    return answer(reply, answerFormatOf(request), status, text);
  });

  healthRoute(app, store, figures, incidents, now);
  await app.register(cspReports, { siteUrl: options.siteUrl, reported: metrics.cspViolated });
  bookingLinkRoute(app, {
    store,
    secret: options.linkSecret,
    plan: mail.planStored,
    changed: () => queue.wake(),
    now,
    siteOrigin: new URL(options.siteUrl).origin,
  });
  leadRoutes(app, {
    store,
    options,
    plan: mail.plan,
    kept: () => queue.wake(),
    accepted: (lead) => metrics.leadAccepted(lead.form, lead.held !== undefined),
    now,
  });
};

/**
 * Registers the form services on an existing server, e.g. the site's production server, with
 * finished options (`configurationFromEnv`'s, or `resolvedOptions` of some).
 */
export function mountFormServices(app: FastifyInstance, options: FormServicesOptions) {
  return app.register(formServices, options);
}
