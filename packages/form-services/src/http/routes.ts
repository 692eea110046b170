import { LEAD_CONTRACTS, contractFor, type LeadContract } from '@acme/forms-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { admission, keepLead, rfiFileProblem, type Refusal } from '../intake';
import type { LeadContent } from '../lead/types';
import type { FormServicesOptions } from '../config/options';
import type { LeadStore, DeliveryPlan, StoredLead } from '../store/lead-store';
import { SERVICE_MESSAGES, answer, type AnswerFormat } from './answer';
import { readSubmission, type ReceivedFile } from './submission';

/** Headroom beyond the file limit for the multipart fields and boundaries. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/** What the lead routes need from the server around them. */
export interface LeadRoutesContext {
  readonly store: LeadStore;
  readonly options: FormServicesOptions;
  readonly plan: (lead: LeadContent) => DeliveryPlan;
  /** A lead was kept and not held: its mails are due. */
  readonly kept: (lead: StoredLead) => void;
  /** A new lead was kept, held or not (a repeat is not one): the metrics count it. */
  readonly accepted?: (lead: StoredLead) => void;
  readonly now: () => Date;
}

/** Refuses a request whose declared length is over the limit before reading any of it. */
function refuseLongerThan(limit: number, format: AnswerFormat) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > limit) {
      reply.header('connection', 'close');
      return answer(reply, format, 413, SERVICE_MESSAGES.tooLarge);
    }
  };
}

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/**
 * The three lead endpoints: `POST /api/submit` (form-mail), `POST /send-rfi.php` and
 * `POST /send-lead.php` (PHP). Each reads the submission, checks it by its form's contract, keeps
 * it, and answers with the lead's reference once it is stored.
 */
export function leadRoutes(app: FastifyInstance, context: LeadRoutesContext): void {
  const { store, options } = context;
  const route = (format: AnswerFormat, limit: number) => ({
    bodyLimit: options.bodyLimitBytes,
    onRequest: refuseLongerThan(limit, format),
    config: { answer: format },
  });
  const read = (request: FastifyRequest, acceptFile: boolean) =>
    readSubmission(request, {
      uploads: store.uploads,
      maxFileBytes: acceptFile ? options.maxFileBytes : 0,
      maxTextBytes: options.bodyLimitBytes,
      acceptFile,
    });

  /** Keeps a submission that passed its checks and answers with its reference. */
  async function accept(
    reply: FastifyReply,
    format: AnswerFormat,
    request: FastifyRequest,
    submission: { contract: LeadContract; lead: LeadContent; upload?: ReceivedFile },
  ) {
    const outcome = await keepLead(
      store.leads,
      { ...submission, client: clientOf(request) },
      context.plan,
      context.now(),
    ).catch(async (error: unknown) => {
      // Not kept: the visitor's document goes with the refusal, never left staged.
      await submission.upload?.file.discard();
      throw error;
    });
    const { lead } = outcome;
    if (!outcome.repeated) context.accepted?.(lead);
    if (outcome.repeated)
      request.log.info({ lead: lead.id, form: lead.form }, 'repeated submission answered');
    else if (lead.held)
      request.log.info(
        { lead: lead.id, form: lead.form, rules: lead.held.reasons.map(({ rule }) => rule) },
        'lead held as spam',
      );
    else {
      request.log.info({ lead: lead.id, endpoint: lead.endpoint, form: lead.form }, 'lead stored');
      context.kept(lead);
    }
    return answer(reply, format, 200, undefined, lead.reference);
  }

  const refuse = (reply: FastifyReply, format: AnswerFormat, refused: Refusal) =>
    answer(reply, format, refused.status, refused.message || undefined);

  app.post('/api/submit', route('form-mail', MULTIPART_OVERHEAD_BYTES), async (request, reply) => {
    const { fields } = await read(request, false);
    if (fields.access_key !== options.accessKey)
      return answer(reply, 'form-mail', 401, SERVICE_MESSAGES.badKey);
    const { access_key: _secret, ...lead } = fields;
    const contract = contractFor('form-mail', lead);
    const admitted = admission(contract, lead, context.now());
    if (admitted.refused) return refuse(reply, 'form-mail', admitted.refused);
    return accept(reply, 'form-mail', request, { contract, lead: admitted.lead });
  });

  app.post(
    '/send-rfi.php',
    route('php', options.maxFileBytes + MULTIPART_OVERHEAD_BYTES),
    async (request, reply) => {
      const { fields, file } = await read(request, true);
      const admitted = admission(LEAD_CONTRACTS.rfi, fields, context.now());
      const refused = admitted.refused ?? rfiFileProblem(file, options.maxFileBytes);
      if (refused || !file || !admitted.lead) {
        await file?.file.discard();
        return refuse(reply, 'php', refused ?? { status: 400, message: '' });
      }
      return accept(reply, 'php', request, {
        contract: LEAD_CONTRACTS.rfi,
        lead: admitted.lead,
        upload: file,
      });
    },
  );

  app.post('/send-lead.php', route('php', MULTIPART_OVERHEAD_BYTES), async (request, reply) => {
    const { fields } = await read(request, false);
    const admitted = admission(LEAD_CONTRACTS.checklist, fields, context.now());
    if (admitted.refused) return refuse(reply, 'php', admitted.refused);
    return accept(reply, 'php', request, {
      contract: LEAD_CONTRACTS.checklist,
      lead: admitted.lead,
    });
  });
}
