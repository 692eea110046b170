import type { ReplyResult } from './result';
import { textField, type Reply } from './transport';

import type { FailureMessages } from './contract/forms';

/** Sent only for an OK HTTP status with `success: true`. */
function accepted(reply: Extract<Reply, { kind: 'answer' }>): boolean {
  return reply.ok && reply.body.success === true;
}

/**
 * Reads a form-mail answer, `{ success, message }`: a refusal shows the service's
 * message, else the form's fallback.
 */
export function readFormMailReply(reply: Reply, messages: FailureMessages): ReplyResult {
  if (reply.kind === 'no-answer') return { status: 'network-error', message: messages.network };
  if (accepted(reply)) return { status: 'sent' };
  return { status: 'failed', message: textField(reply.body, 'message') ?? messages.failed };
}

/**
 * Reads an answer of which only `success` counts (the calculator quote request):
 * any refusal shows the form's own message.
 */
export function readSuccessOnlyReply(reply: Reply, messages: FailureMessages): ReplyResult {
  if (reply.kind === 'no-answer') return { status: 'network-error', message: messages.network };
  return accepted(reply) ? { status: 'sent' } : { status: 'failed', message: messages.failed };
}

/**
 * Reads a PHP endpoint's answer, `{ success, error }`: sent only with an OK HTTP
 * status and `success: true`; a refusal shows the server's error, else the fallback.
 */
export function readPhpReply(reply: Reply, messages: FailureMessages): ReplyResult {
  if (reply.kind === 'no-answer') return { status: 'network-error', message: messages.network };
  if (accepted(reply)) return { status: 'sent' };
  return { status: 'failed', message: textField(reply.body, 'error') ?? messages.failed };
}
