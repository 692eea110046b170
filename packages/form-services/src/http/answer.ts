import { TOO_LARGE_MESSAGE } from '@acme/forms-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
  /** The store did not answer: nothing was kept, and the visitor may send it again later. */
  unavailable: 'The service is unavailable right now. Please try again in a few minutes.',
} as const;

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
