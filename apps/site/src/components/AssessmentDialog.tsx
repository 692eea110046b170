import { Alert, Button, Dialog, TextArea } from '@acme/ui';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { trackEvent } from '../analytics';
import { SITE } from '../config';
import { sendWith } from '../forms';
import { Honeypot } from './Honeypot';
import { ContactFields } from './ContactFields';
import { useLeadForm } from './useLeadForm';
import { PrivacyNote } from './PrivacyNote';
import { ReferenceLine } from './ReferenceLine';

/** How long the thank-you view stays before the dialog closes (site-core.md §9). */
export const SUCCESS_CLOSE_MS = 3500;

const EMPTY = { name: '', email: '', company: '', phone: '', message: '', botcheck: '' };

/** Opens the dialog; with a service, about that service (named in the heading, sent with the lead). */
type OpenAssessment = (service?: string) => void;

const AssessmentContext = createContext<OpenAssessment>(() => undefined);

/** Opens the free IT assessment dialog. */
export function useOpenAssessment(): OpenAssessment {
  return useContext(AssessmentContext);
}

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

/** The assessment dialog and the means to open it from any page. */
export function AssessmentProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [service, setService] = useState<string | undefined>(undefined);
  const { state, reference, message, submit, reset, field, sending } = useLeadForm(
    EMPTY,
    (values) => sendWith((forms) => forms.assessment({ ...values, service })),
    {
      onSent: () => trackEvent('lead_submit', { form: 'popup', method: SITE.formProvider }),
      afterSent: {
        ms: SUCCESS_CLOSE_MS,
        then: (reset) => {
          reset();
          setOpen(false);
        },
      },
    },
  );

  const close = () => {
    setOpen(false);
    if (state === 'sent') reset();
  };

  return (
    <AssessmentContext.Provider
      value={(about) => {
        setService(about);
        setOpen(true);
      }}
    >
      {children}
      <Dialog
        open={open}
        onClose={close}
        title={
          state === 'sent'
            ? 'Thank You!'
            : `Get a Free IT Assessment${service ? `: ${service}` : ''}`
        }
      >
        {state === 'sent' ? (
          <div role="status">
            <p>
              Your request has been submitted successfully. Our team will contact you within 24
              hours.
            </p>
            <ReferenceLine reference={reference} />
            <p>
              For immediate assistance call <a href={SITE.phoneHref}>{SITE.phone}</a> or email{' '}
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
            </p>
          </div>
        ) : (
          <form
            onSubmit={submit}
            noValidate
            aria-describedby={message ? 'assessment-message' : undefined}
          >
            <ContactFields field={field} emailLabel="Work Email" company="required" />
            <TextArea label="Message" rows={3} {...field('message')} />
            <Honeypot {...field('botcheck')} />
            {message && (
              <div id="assessment-message">
                <Alert tone="error">{message}</Alert>
              </div>
            )}
            <Actions>
              <Button variant="outline" onClick={close} disabled={sending}>
                Cancel
              </Button>
              <Button type="submit" busy={sending} busyLabel="Sending...">
                Submit
              </Button>
            </Actions>
            <PrivacyNote />
          </form>
        )}
      </Dialog>
    </AssessmentContext.Provider>
  );
}

/** A button that opens the assessment dialog. */
export function AssessmentButton({
  children,
  variant = 'primary',
  service,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'outline';
  /** The service the request is about, e.g. from its page or card. */
  service?: string;
}) {
  const open = useOpenAssessment();
  return (
    <Button variant={variant} onClick={() => open(service)}>
      {children}
    </Button>
  );
}
