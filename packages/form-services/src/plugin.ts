import { RFI_FILE_MESSAGES, isBlank } from '@acme/forms-client';
import {
  LEAD_CONTRACTS,
  contractFor,
  leadProblem,
  type LeadContract,
} from '@acme/forms-client/contract';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createMailer } from './mailer';
import { DEFAULT_OPTIONS, type FormServicesOptions } from './options';
import { createOutbox, type Outbox, type StoredLead } from './outbox';
import { SubmissionError, readSubmission, type ReceivedFile } from './submission';

/** The answers the services give, in the words the site shows. */
export const SERVICE_MESSAGES = {
  accepted: 'Form submitted successfully.',
  badKey: 'Invalid access key.',
  /** For a refusal the form itself shows no words for (the quote request's blank field). */
  incomplete: 'Please fill in every required field.',
  tooMany: 'Too many submissions. Please wait a minute and try again.',
  tooLarge: 'The submission is too large.',
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

/**
 * The local form services, as an encapsulated Fastify plugin: `POST /api/submit`
 * (form-mail protocol), `POST /send-rfi.php` and `POST /send-lead.php` (PHP
 * protocol). Every accepted lead is written to the outbox, and mailed when SMTP is
 * configured. Mount it in any Fastify server; its hooks stay inside it.
 */
export const formServices: FastifyPluginAsync<Partial<FormServicesOptions>> = async (
  app,
  overrides,
) => {
  const options: FormServicesOptions = { ...DEFAULT_OPTIONS, ...overrides };
  const outbox: Outbox = createOutbox(options.outboxDir);
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    to: options.companyEmail,
    from: options.mailFrom,
  });
  if (mailer) app.addHook('onClose', async () => mailer.close());

  async function keep(
    contract: LeadContract,
    fields: Record<string, string>,
    request: FastifyRequest,
    upload?: ReceivedFile,
  ): Promise<StoredLead> {
    const { endpoint } = contract;
    const stored = await outbox.store(
      { endpoint, form: contract.id, fields, client: clientOf(request) },
      upload && {
        file: upload.file,
        fileName: upload.fileName,
        type: upload.claimed ?? 'unknown',
        extension: upload.claimed ?? 'bin',
      },
    );
    request.log.info({ lead: stored.id, endpoint, form: contract.id }, 'lead stored');
    // The lead is safe on disk; a mail failure is logged, never lost or shown as a failure.
    mailer
      ?.send(stored, outbox.dir)
      .catch((error: unknown) =>
        request.log.error({ err: error, lead: stored.id }, 'lead mail failed'),
      );
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
    const status = error instanceof SubmissionError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'form service error');
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
    return problem === null
      ? null
      : { status: 400, message: problem || SERVICE_MESSAGES.incomplete };
  }

  app.post('/api/submit', routeOptions(MULTIPART_OVERHEAD_BYTES), async (request, reply) => {
    const { fields } = await readSubmission(request, {
      outbox,
      maxFileBytes: 0,
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
