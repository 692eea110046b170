import { Dialog, LabelsProvider, TextArea } from '@acme/ui';
import { ASSESSMENT } from '@content/assessment';
import { UI_LABELS } from '@content/shell';
import { useId } from 'react';
import { trackEvent } from '../analytics';
import { SITE } from '../config';
import { sendWith } from '../forms';
import { Honeypot } from './Honeypot';
import { ContactFields } from './ContactFields';
import { clearAndClose, useLeadForm } from './use-lead-form';
import { DialogFormEnd } from './DialogFormEnd';
import { ReferenceLine } from './ReferenceLine';

/** How long the thank-you view stays before the dialog closes (site-core.md §9). */
const SUCCESS_CLOSE_MS = 3500;

const EMPTY = { name: '', email: '', company: '', phone: '', message: '', botcheck: '' };

/**
 * The free IT assessment dialog: its form, the thank-you view that closes itself, and the lead
 * sent about `service` when one is named. Loaded on demand by `AssessmentHost`.
 */
export default function AssessmentDialog({
  open,
  service,
  onClose,
}: {
  open: boolean;
  service: string | undefined;
  onClose: () => void;
}) {
  const { state, reference, message, submit, reset, field, sending } = useLeadForm(
    EMPTY,
    (values, options) => sendWith((forms) => forms.assessment({ ...values, service }, options)),
    {
      onSent: () => trackEvent('lead_submit', { form: 'popup', method: SITE.formProvider }),
      afterSent: clearAndClose(SUCCESS_CLOSE_MS, onClose),
    },
  );

  const messageId = useId();
  const close = () => {
    onClose();
    if (state === 'sent') reset();
  };

  // Rendered beside the shell, not in it: its close control and fields need the language's words too.
  return (
    <LabelsProvider labels={UI_LABELS}>
      <Dialog
        open={open}
        onClose={close}
        title={
          state === 'sent'
            ? ASSESSMENT.thanks
            : service
              ? ASSESSMENT.titleAbout(service)
              : ASSESSMENT.title
        }
      >
        {state === 'sent' ? (
          <div role="status">
            <p>{ASSESSMENT.submitted}</p>
            <ReferenceLine reference={reference} />
            <p>
              {ASSESSMENT.immediate.call}
              <a href={SITE.phoneHref} dir="ltr">
                {SITE.phone}
              </a>
              {ASSESSMENT.immediate.email}
              <a href={`mailto:${SITE.email}`} dir="ltr">
                {SITE.email}
              </a>
              {ASSESSMENT.immediate.end}
            </p>
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-describedby={message ? messageId : undefined}>
            <ContactFields field={field} emailLabel={ASSESSMENT.workEmail} company="required" />
            <TextArea label={ASSESSMENT.message} rows={3} {...field('message')} />
            <Honeypot {...field('botcheck')} />
            <DialogFormEnd
              message={message}
              messageId={messageId}
              sending={sending}
              onCancel={close}
              labels={ASSESSMENT}
            />
          </form>
        )}
      </Dialog>
    </LabelsProvider>
  );
}
