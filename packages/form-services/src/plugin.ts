import { BOOKING_PAST_DATE_MESSAGE, RFI_FILE_MESSAGES, isBlank } from '@acme/forms-client';
import {
  LEAD_CONTRACTS,
  REFERENCE_PATTERN,
  TOO_LARGE_MESSAGE,
  contractFor,
  leadProblem,
  makeReference,
  type LeadContract,
} from '@acme/forms-client/contract';
import { fromQuoteQuery } from '@acme/pricing-engine';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { bookingProblem } from './booking';
import { createDeliveryQueue } from './delivery/queue';
import { companyMail } from './mail/company-mail';
import { fileTransport, smtpTransport } from './mail/transport';
import { visitorAddress } from './mail/visitor-address';
import { visitorMail, type VisitorMailContext } from './mail/visitor-mail';
import { DEFAULT_OPTIONS, type FormServicesOptions } from './options';
import { OutboxError, createOutbox, type Outbox, type StoredLead } from './outbox';
import { dataPath } from './paths';
import { startupChecks } from './startup';
import { SubmissionError, readSubmission, type ReceivedFile } from './submission';

/** The answers the services give, in the words the site shows. */
export const SERVICE_MESSAGES = {
  accepted: 'Form submitted successfully.',
  badKey: 'Invalid access key.',
  /** For a refusal the form itself shows no words for (the quote request's blank field). */
  incomplete: 'Please fill in every required field.',
  tooMany: 'Too many submissions. Please wait a minute and try again.',
  tooLarge: TOO_LARGE_MESSAGE,
  /** A saved quote whose calculator state names no calculation. */
  noQuote: 'The quote could not be read. Please calculate it again.',
  unexpected: 'The submission could not be processed. Please try again.',
} as const;

/** Headroom beyond the file limit for the multipart fields and boundaries. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

type Protocol = 'form-mail' | 'php';

/** Answers in a protocol's shape: form-mail `{ success, message }`, PHP `{ success, error }`. */
function answer(reply: FastifyReply, protocol: Protocol, status: number, text?: string) {
  const success = status < 400;
  const body =
    protocol === 'form-mail'
      ? { success, message: text ?? SERVICE_MESSAGES.accepted }
      : success
        ? { success }
        : { success, error: text ?? SERVICE_MESSAGES.unexpected };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Refuses a request whose declared length is over the limit before reading any of it. */
function refuseLongerThan(limit: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > limit) {
      reply.header('connection', 'close');
      return answer(reply, protocolOf(request), 413, SERVICE_MESSAGES.tooLarge);
    }
  };
}

function protocolOf(request: FastifyRequest): Protocol {
  return request.url.includes('.php') ? 'php' : 'form-mail';
}

function clientOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/** Why an RFI file may not be kept, or `null` when it may. */
function rfiFileProblem(
  file: ReceivedFile | null,
  maxBytes: number,
): { status: number; message: string } | null {
  if (!file) return { status: 400, message: RFI_FILE_MESSAGES.missing };
  if (file.claimed === null) return { status: 415, message: RFI_FILE_MESSAGES.wrongType };
  if (file.truncated || file.file.bytes > maxBytes)
    return { status: 413, message: RFI_FILE_MESSAGES.tooLarge };
  if (file.detected !== file.claimed) return { status: 415, message: RFI_FILE_MESSAGES.wrongType };
  return null;
}

/** Temporary files and orphaned attachments younger than this may still be in another's write. */
const SWEEP_AFTER_MS = 3_600_000;

/**
 * The local form services, as an encapsulated Fastify plugin: `POST /api/submit`
 * (form-mail protocol), `POST /send-rfi.php` and `POST /send-lead.php` (PHP
 * protocol). Every accepted lead is written to the outbox, then its mails (the company's, and
 * the visitor's copy where the form promises one) are delivered by a queue in the background.
 * Mount it in any Fastify server; its hooks stay inside it.
 */
export const formServices: FastifyPluginAsync<Partial<FormServicesOptions>> = async (
  app,
  overrides,
) => {
  const configured = { ...DEFAULT_OPTIONS, ...overrides };
  // Relative paths are the repository root's, wherever this process was started.
  const options: FormServicesOptions = {
    ...configured,
    outboxDir: dataPath(configured.outboxDir),
    mailDir: dataPath(configured.mailDir),
    checklistPdfPath: configured.checklistPdfPath && dataPath(configured.checklistPdfPath),
    delivery: { ...DEFAULT_OPTIONS.delivery, ...overrides.delivery },
  };
  const outbox: Outbox = createOutbox(options.outboxDir);
  await startupChecks(options, outbox);
  const swept = await outbox.sweep(SWEEP_AFTER_MS);
  if (swept > 0) app.log.info({ swept }, 'removed files left by interrupted writes');

  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.mailFrom, options.delivery)
    : fileTransport(options.mailDir, options.mailFrom, configured.mailDir);
  const visitorContext: VisitorMailContext = {
    companyName: options.companyName,
    siteUrl: options.siteUrl,
    calculatorPath: options.calculatorPath,
    checklistPdfPath: options.checklistPdfPath,
    replyTo: options.companyEmail,
  };
  const queue = createDeliveryQueue({
    outbox,
    transport,
    delivery: options.delivery,
    log: app.log,
    recipients(lead) {
      const address = visitorAddress(lead.fields.email);
      const promised = address !== null && visitorMail(lead, address, visitorContext) !== null;
      return { company: options.companyEmail, visitor: promised ? address : null };
    },
    compose: (lead, delivery) =>
      delivery.kind === 'company'
        ? companyMail(lead, {
            to: delivery.to,
            maxAttachmentBytes: options.delivery.maxAttachmentBytes,
            attachmentPath: (stored) =>
              stored.attachment && outbox.attachmentPath(stored.attachment),
          })
        : visitorMail(lead, delivery.to, visitorContext),
  });
  app.addHook('onReady', async () => {
    // Reading a large outbox must not hold up the server: the queue starts in the background.
    queue
      .start()
      .catch((error: unknown) => app.log.error({ err: error }, 'delivery queue failed to start'));
  });
  app.addHook('onClose', () => queue.close());

  async function keep(
    contract: LeadContract,
    fields: Record<string, string>,
    request: FastifyRequest,
    upload?: ReceivedFile,
  ): Promise<StoredLead> {
    const { endpoint } = contract;
    const reference = REFERENCE_PATTERN.test(fields.reference ?? '')
      ? fields.reference!
      : makeReference((length) => new Uint8Array(randomBytes(length)));
    const stored = await outbox.store(
      { endpoint, form: contract.id, reference, fields, client: clientOf(request) },
      upload && {
        file: upload.file,
        fileName: upload.fileName,
        type: upload.claimed ?? 'unknown',
        extension: upload.claimed ?? 'bin',
      },
    );
    request.log.info({ lead: stored.id, endpoint, form: contract.id }, 'lead stored');
    // The lead is safe on disk; its mails go out in the background, never holding the answer.
    queue.enqueue(stored.id);
    return stored;
  }

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
        : error instanceof OutboxError
          ? 500
          : (error.statusCode ?? 500);
    if (status >= 500)
      request.log.error({ err: error, cause: (error as OutboxError).cause }, 'form service error');
    if (status === 413) reply.header('connection', 'close');
    // Only this package's own refusals carry words meant for visitors.
    const text =
      error instanceof SubmissionError
        ? error.message
        : status === 413
          ? SERVICE_MESSAGES.tooLarge
          : status >= 500
            ? SERVICE_MESSAGES.unexpected
            : error.message;
    return answer(reply, protocolOf(request), status, text);
  });

  const routeOptions = (limit: number) => ({
    bodyLimit: options.bodyLimitBytes,
    onRequest: refuseLongerThan(limit),
  });

  /**
   * Why a submission may not be kept, by its form's contract: the honeypot (answered as a
   * success, stored nowhere), then the contract's rules. `null` when it may be kept.
   */
  function refusal(contract: LeadContract, fields: Record<string, string>) {
    if (contract.honeypot && !isBlank(fields[contract.honeypot]))
      return { status: 200, message: '' };
    const problem = leadProblem(contract, fields);
    if (problem !== null) return { status: 400, message: problem || SERVICE_MESSAGES.incomplete };
    if (contract.id === 'booking') {
      const booking = bookingProblem(fields, new Date());
      if (booking === 'past') return { status: 400, message: BOOKING_PAST_DATE_MESSAGE };
      if (booking === 'malformed') return { status: 400, message: SERVICE_MESSAGES.incomplete };
    }
    if (contract.id === 'saved-quote' && !fromQuoteQuery(fields.quote_query ?? ''))
      return { status: 400, message: SERVICE_MESSAGES.noQuote };
    return null;
  }

  app.post('/api/submit', routeOptions(MULTIPART_OVERHEAD_BYTES), async (request, reply) => {
    const { fields } = await readSubmission(request, {
      outbox,
      maxFileBytes: 0,
      maxTextBytes: options.bodyLimitBytes,
      acceptFile: false,
    });
    if (fields.access_key !== options.accessKey)
      return answer(reply, 'form-mail', 401, SERVICE_MESSAGES.badKey);
    const { access_key: _secret, ...lead } = fields;
    const contract = contractFor('form-mail', lead);
    const refused = refusal(contract, lead);
    if (refused) return answer(reply, 'form-mail', refused.status, refused.message || undefined);
    await keep(contract, lead, request);
    return answer(reply, 'form-mail', 200);
  });

  app.post(
    '/send-rfi.php',
    routeOptions(options.maxFileBytes + MULTIPART_OVERHEAD_BYTES),
    async (request, reply) => {
      const { fields, file } = await readSubmission(request, {
        outbox,
        maxFileBytes: options.maxFileBytes,
        maxTextBytes: options.bodyLimitBytes,
        acceptFile: true,
      });
      const refuse = async (status: number, message: string) => {
        await file?.file.discard();
        return answer(reply, 'php', status, message);
      };
      const refused = refusal(LEAD_CONTRACTS.rfi, fields);
      if (refused) return refuse(refused.status, refused.message);
      const problem = rfiFileProblem(file, options.maxFileBytes);
      if (problem) return refuse(problem.status, problem.message);
      await keep(LEAD_CONTRACTS.rfi, fields, request, file!);
      return answer(reply, 'php', 200);
    },
  );

  app.post('/send-lead.php', routeOptions(MULTIPART_OVERHEAD_BYTES), async (request, reply) => {
    const { fields } = await readSubmission(request, {
      outbox,
      maxFileBytes: 0,
      maxTextBytes: options.bodyLimitBytes,
      acceptFile: false,
    });
    const refused = refusal(LEAD_CONTRACTS.checklist, fields);
    if (refused) return answer(reply, 'php', refused.status, refused.message);
    await keep(LEAD_CONTRACTS.checklist, fields, request);
    return answer(reply, 'php', 200);
  });
};

/** Registers the form services on an existing server, e.g. the site's production server. */
export function mountFormServices(
  app: FastifyInstance,
  options: Partial<FormServicesOptions> = {},
) {
  return app.register(formServices, options);
}
