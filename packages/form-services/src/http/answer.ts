import { SERVICE_MESSAGES } from '@acme/forms-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The answers the services give, in the words the site shows (the forms' contract has them). */
export { SERVICE_MESSAGES };

/**
 * How an endpoint answers: the form-mail service `{ success, message }`, the PHP endpoints
 * `{ success, error }`. Each route names its own in its config, so an answer never depends on
 * how the address is spelled.
 */
export type AnswerFormat = 'form-mail' | 'php';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route's answers are shaped; see {@link AnswerFormat}. */
    answer?: AnswerFormat;
  }
}

/** The answer format of the route a request reached; form-mail where no route said one. */
export function answerFormatOf(request: FastifyRequest): AnswerFormat {
  return request.routeOptions.config.answer ?? 'form-mail';
}

/**
 * Answers in a format's shape; a success may carry the lead's reference, the one the visitor is
 * shown (a repeat's is the first lead's).
 */
export function answer(
  reply: FastifyReply,
  format: AnswerFormat,
  status: number,
  text?: string,
  reference?: string,
) {
  const success = status < 400;
  const body =
    format === 'form-mail'
      ? { success, message: text ?? SERVICE_MESSAGES.accepted, ...(success && { reference }) }
      : success
        ? { success, reference }
        : { success, error: text ?? SERVICE_MESSAGES.unexpected };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
