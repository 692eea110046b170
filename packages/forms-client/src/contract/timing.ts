/**
 * The field in which a form says how long its page had been shown when it was sent, in ms: a
 * measurement, not content. The services weigh it as a weak sign of a bot, and leave it out of a
 * lead's fingerprint, its mails and its webhook.
 */
export const FORM_SHOWN_FIELD = 'form_shown_ms';
