import { chatFormatOf } from '../config/alert-format';
import type { ChatOptions } from '../config/options';
import { DeliveryFailure } from '../delivery/failure';
import { postJson } from '../delivery/post-json';
import { decodeLead } from '../lead/decode-lead';
import type { OfficeHours } from '@acme/forms-client/contract';
import type { StoredLead } from '../store/lead-store';
import { chatBody } from './chat-body';
import { leadChatMessage } from './lead-chat-message';

/** How long a chat service may take to answer before the attempt counts as a timeout. */
export const CHAT_TIMEOUT_MS = 10_000;

/**
 * Posts a new lead's message to a chat channel (its delivery's `to`: `FORMS_CHAT_URL` or its
 * route's), in the form its address or `FORMS_CHAT_FORMAT` names; retried, or not, as
 * `postJson` says (Slack answers a removed channel 404 and a throttled one 429).
 */
export function chatSender(
  chat: ChatOptions,
  officeHours: OfficeHours,
  timeoutMs: number = CHAT_TIMEOUT_MS,
) {
  return {
    send(lead: StoredLead, url: string): Promise<string> {
      const format = chatFormatOf(url, chat.format);
      // The start refuses such an address; one kept from an earlier configuration can be left.
      if (!format)
        throw new DeliveryFailure(false, 'The chat address is neither Slack nor Teams now.');
      const message = leadChatMessage(decodeLead(lead), { officeHours, fields: chat.fields });
      return postJson(url, JSON.stringify(chatBody(format, message)), {}, timeoutMs);
    },
  };
}

/** A sender as {@link chatSender} makes it. */
export type ChatSender = ReturnType<typeof chatSender>;
