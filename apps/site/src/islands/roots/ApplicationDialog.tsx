import { Dialog, TextArea, TextField } from '@acme/ui';
import { trackEvent } from '../../analytics';
import { Honeypot } from '../../components/Honeypot';
import { ContactFields } from '../../components/ContactFields';
import { clearAndClose, useLeadForm } from '../../components/use-lead-form';
import { SITE } from '../../config';
import { CAREERS_PAGE as T } from '@content/careers';
import { sendWith } from '../../forms';
import { DialogFormEnd } from '../../components/DialogFormEnd';
import { ReferenceLine } from '../../components/ReferenceLine';
import { createStore, useStore } from '../../shared/store';
import { useEffect, useId } from 'react';

/** How long "Application Submitted" shows before the popup clears and closes (site-pages.md §9). */
export const APPLICATION_CLOSE_MS = 3000;

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  position: '',
  coverLetter: '',
  portfolioUrl: '',
  botcheck: '',
};

/** The popup as asked for: open or not, and each time it opens, the position it is for. */
interface ApplicationRequest {
  readonly open: boolean;
  /** Counts the openings: each opens a cleared form. */
  readonly openings: number;
  readonly position: string;
}

/** One popup for the page, whichever button opens it: state outside any React tree. */
const request = createStore<ApplicationRequest>({ open: false, openings: 0, position: '' });

/** Opens the popup with every field cleared and the position, if any, filled in. */
export const open = (position = '') =>
  request.set({ open: true, openings: request.get().openings + 1, position });

const close = () => request.set({ ...request.get(), open: false });

/**
 * The careers page's application popup, rendered in the browser when a button first asks for it
 * (the hero's "Submit CV", a position's "Apply now").
 */
export default function ApplicationDialog() {
  const { open, openings, position } = useStore(request);
  const { state, reference, message, submit, field, sending, reset } = useLeadForm(
    EMPTY,
    (values, options) => sendWith((forms) => forms.application(values, options)),
    {
      onSent: () => trackEvent('cv_submit', { form: 'careers', method: SITE.formProvider }),
      afterSent: clearAndClose(APPLICATION_CLOSE_MS, close),
    },
  );
  const messageId = useId();
  // Each opening starts a cleared form for its position.
  useEffect(() => {
    if (openings > 0) reset({ ...EMPTY, position });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, not per render
  }, [openings]);

  return (
    <Dialog
      open={open}
      onClose={close}
      closeLabel={T.close}
      title={state === 'sent' ? T.sentTitle : T.dialogTitle}
    >
      {state === 'sent' ? (
        <div role="status">
          <p>{T.sentText}</p>
          <ReferenceLine reference={reference} />
        </div>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          aria-label={T.formLabel}
          aria-describedby={message ? messageId : undefined}
        >
          <ContactFields field={field} nameLabel={T.fields.name} company="none" />
          <TextField label={T.fields.position} {...field('position')} />
          <TextArea label={T.fields.coverLetter} required rows={5} {...field('coverLetter')} />
          <TextField
            label={T.fields.portfolioUrl}
            type="url"
            hint={T.fields.portfolioHint}
            {...field('portfolioUrl')}
          />
          <Honeypot {...field('botcheck')} />
          <DialogFormEnd
            message={message}
            messageId={messageId}
            sending={sending}
            onCancel={close}
            labels={T}
          />
        </form>
      )}
    </Dialog>
  );
}
