import type { ReplyResult } from './result';
import { textField, type Reply } from './transport';

import type { FailureMessages } from './contract/forms';
import { validReference } from './contract/reference';

/** Sent only for an OK HTTP status with `success: true`. */
function accepted(reply: Extract<Reply, { kind: 'answer' }>): boolean {
  return reply.ok && reply.body.success === true;
}

/**
 * An accepted answer, with the stored lead's `reference` when it names a valid one (a repeat
 * of a lead already taken is answered with the first one's); an invalid one is ignored.
 */
function sent(reply: Extract<Reply, { kind: 'answer' }>): ReplyResult {
  const reference = validReference(reply.body.reference);
  return reference === undefined ? { status: 'sent' } : { status: 'sent', reference };
}

/**
 * Reads a form-mail answer, `{ success, message, reference? }`: a refusal (whatever its HTTP
 * status, e.g. 503 with the store down) shows the service's message, else the form's fallback.
 */
export function readFormMailReply(reply: Reply, messages: FailureMessages): ReplyResult {
  if (reply.kind === 'no-answer') return { status: 'network-error', message: messages.network };
  if (accepted(reply)) return sent(reply);
  return { status: 'failed', message: textField(reply.body, 'message') ?? messages.failed };
}

/**
 * Reads an answer of which only `success` counts (the calculator quote request), and the
 * stored lead's `reference` when there is one: any refusal shows the form's own message.
 */
export function readSuccessOnlyReply(reply: Reply, messages: FailureMessages): ReplyResult {
  if (reply.kind === 'no-answer') return { status: 'network-error', message: messages.network };
  return accepted(reply) ? sent(reply) : { status: 'failed', message: messages.failed };
}

/**
 * Reads a PHP endpoint's answer, `{ success, error, reference? }`: sent only with an OK HTTP
 * status and `success: true`; a refusal shows the server's error, else the fallback.
 */
export function readPhpReply(reply: Reply, messages: FailureMessages): ReplyResult {
  if (reply.kind === 'no-answer') return { status: 'network-error', message: messages.network };
  if (accepted(reply)) return sent(reply);
  return { status: 'failed', message: textField(reply.body, 'error') ?? messages.failed };
}
