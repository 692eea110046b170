import type { SubmissionContext } from './campaign';
import type { FormsConfig } from './config';
import { leadProblem } from './contract/check';
import { LEAD_LIMITS, TOO_LARGE_MESSAGE, type LeadContract } from './contract/forms';
import { readFormMailReply, readPhpReply } from './protocols';
import type { ReplyResult, SubmitResult } from './result';
import { submit, toFormData, type Invalid } from './submit';
import type { Reply, SendOptions } from './transport';
import type { FailureMessages } from './contract/forms';
import { FORM_SHOWN_FIELD } from './contract/timing';
import { makeReference, validReference } from './contract/reference';
import type { LeadLanguage } from './contract/language';

/**
 * Sends one form's input: validation, one POST, and the answer read. Forms make theirs at
 * module level as `/* @__PURE__ *\/ formMailSender(…)`, so a bundle leaves out the forms it
 * does not use.
 */
export type Sender<Input> = (
  input: Input,
  context: SubmissionContext,
  config: FormsConfig,
  options?: SendOptions,
) => Promise<SubmitResult>;

/** What one lead form is made of: its contract, its wire fields, and any checks of its own. */
export interface LeadForm<Input> {
  readonly contract: LeadContract;
  /** The fields the form sends, from the visitor's input and the visit. */
  readonly fields: (
    input: Input,
    context: SubmissionContext,
    config: FormsConfig,
  ) => Record<string, string>;
  /** Checks the contract cannot make (a booking's date, an RFI's file), run after it. */
  readonly check?: (input: Input, config: FormsConfig) => Invalid | null | Promise<Invalid | null>;
  /**
   * Where the lead's reference goes; by default a `reference` field, with the page's `language`
   * beside it. A form whose fields the spec fixes puts it elsewhere (the quote request: its
   * message's first line) and sends no language.
   */
  readonly withReference?: (
    fields: Record<string, string>,
    reference: string,
    language: LeadLanguage,
  ) => Record<string, string>;
}

/**
 * The default place of a reference: a field of its own, which the services keep and mail, and
 * beside it the language the visitor wrote from, which their mails are written in.
 */
const referenceField = (
  fields: Record<string, string>,
  reference: string,
  language: LeadLanguage,
): Record<string, string> => ({ ...fields, reference, language });

/**
 * A protocol's wire format: where a form's fields go, how they are carried (multipart or JSON,
 * with any file), and how the answer is read.
 */
interface WireFormat<Input> {
  readonly url: (config: FormsConfig) => string;
  readonly body: (
    fields: Record<string, string>,
    input: Input,
  ) => FormData | Record<string, string>;
  readonly read: (reply: Reply, messages: FailureMessages) => ReplyResult;
  /**
   * Whether the body may carry a field the form does not name (how long the page was shown,
   * for the spam rules); a JSON body whose fields the specification fixes may not.
   */
  readonly takesExtraFields: boolean;
}

const encoder = new TextEncoder();
const textBytes = (fields: Record<string, string>) =>
  Object.values(fields).reduce((sum, value) => sum + encoder.encode(value).length, 0);

function leadSender<Input>(form: LeadForm<Input>, wire: WireFormat<Input>): Sender<Input> {
  const { contract } = form;
  return async (input, context, config, options) => {
    // Made before sending (or kept from the form's earlier attempts), so the visitor is told the
    // same reference the company receives, and a retry is the same lead. One that is not a
    // reference is not sent: a new one is made.
    const reference = validReference(options?.reference) ?? (config.reference ?? makeReference)();
    const shown: Record<string, string> =
      wire.takesExtraFields && context.shownForMs !== undefined
        ? { [FORM_SHOWN_FIELD]: String(context.shownForMs) }
        : {};
    const fields = (form.withReference ?? referenceField)(
      { ...form.fields(input, context, config), ...shown },
      reference,
      config.language ?? 'en',
    );
    const result = await submit(
      {
        honeypot: contract.honeypot === null ? undefined : fields[contract.honeypot],
        validate: () => {
          const problem = leadProblem(contract, fields);
          if (problem !== null) return { message: problem };
          if (textBytes(fields) > LEAD_LIMITS.textBytes) return { message: TOO_LARGE_MESSAGE };
          return form.check?.(input, config) ?? null;
        },
        url: wire.url(config),
        body: () => wire.body(fields, input),
        read: wire.read,
        messages: contract.messages,
        say: config.say,
      },
      config,
      options,
    );
    // The service's reference is the stored lead's: a repeat is answered with the first one's.
    return result.status === 'sent'
      ? { status: 'sent', reference: result.reference ?? reference }
      : result;
  };
}

/** A form for the form-mail service: multipart fields, answered `{ success, message }`. */
export function formMailSender<Input>(form: LeadForm<Input>): Sender<Input> {
  return leadSender(form, {
    url: (config) => config.formMailEndpoint,
    body: (fields) => toFormData(fields),
    read: readFormMailReply,
    takesExtraFields: true,
  });
}

/** A form for the form-mail service as a JSON body; `read` says which of the answer counts. */
export function jsonSender<Input>(
  form: LeadForm<Input>,
  read: WireFormat<Input>['read'] = readFormMailReply,
): Sender<Input> {
  return leadSender(form, {
    url: (config) => config.formMailEndpoint,
    body: (fields) => fields,
    read,
    takesExtraFields: false,
  });
}

/** A form for a PHP endpoint: multipart fields and maybe one file, answered `{ success, error }`. */
export function phpSender<Input>(
  form: LeadForm<Input> & {
    readonly file?: (input: Input) => { name: string; blob: Blob; filename: string } | undefined;
  },
): Sender<Input> {
  return leadSender(form, {
    url: (config) => (form.contract.endpoint === 'rfi' ? config.rfiEndpoint : config.leadEndpoint),
    body: (fields, input) => toFormData(fields, form.file?.(input)),
    read: readPhpReply,
    takesExtraFields: true,
  });
}
