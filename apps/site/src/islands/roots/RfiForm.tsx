import { RFI_FILE_ACCEPT } from '@acme/forms-client/contract';
import {
  Alert,
  Button,
  ButtonLink,
  FileField,
  Hero,
  InlineError,
  ProgressBar,
  Section,
  TextArea,
  ActionRow,
} from '@acme/ui';
import { useRef, useState } from 'react';
import { pushDataLayer } from '../../analytics';
import { Honeypot } from '../../components/Honeypot';
import { ContactFields } from '../../components/ContactFields';

import { useLeadForm } from '../../components/use-lead-form';
import { SITE } from '../../config';
import { RFI_PAGE as T } from '@content/rfi';
import { checkRfiFileLater, sendWith } from '../../forms';
import { NeedsScript } from '../../components/NeedsScript';
import { PrivacyNote } from '../../components/PrivacyNote';
import { ReferenceLine } from '../../components/ReferenceLine';

/**
 * The RFI/RFP page's form and, once sent, its confirmation in place of the page's lead: an
 * island, hydrated on the first focus or tap in it.
 */
export default function RfiForm() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // How much of the document has gone up, in percent, while it uploads.
  const [uploaded, setUploaded] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const discardFile = (problem: string) => {
    setFile(null);
    setFileError(problem);
    if (fileInput.current) fileInput.current.value = '';
  };

  const { state, reference, message, submit, field, sending } = useLeadForm(
    { name: '', email: '', company: '', phone: '', notes: '', honeypot: '' },
    async (values, options) => {
      setUploaded(0);
      const result = await sendWith((forms) =>
        forms.rfi(
          { ...values, file },
          { ...options, onProgress: ({ loaded, total }) => setUploaded((100 * loaded) / total) },
        ),
      );
      if (result.status === 'invalid' && result.discardFile) discardFile(result.message);
      return result;
    },
    { onSent: () => pushDataLayer('rfi_submit', { form: 'rfi' }) },
  );

  if (state === 'sent') {
    return (
      <>
        <Hero title={T.title} />
        <Section>
          <Alert tone="success" title={T.sentTitle}>
            {T.sentText}
            <ReferenceLine reference={reference} />
          </Alert>
        </Section>
      </>
    );
  }

  return (
    <>
      <Hero title={T.title}>
        <p>{T.lead}</p>
      </Hero>
      <Section>
        <form onSubmit={submit} noValidate aria-label={T.formLabel}>
          <ContactFields field={field} company="required" />
          <TextArea label={T.fields.notes} rows={4} {...field('notes')} />
          <FileField
            ref={fileInput}
            label={T.fields.file}
            name="file"
            required
            accept={RFI_FILE_ACCEPT}
            hint={T.fields.fileHint}
            error={fileError}
            onChange={async (event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFileError(null);
              setFile(chosen);
              if (!chosen) return;
              // The client's code may not load (offline): sending checks the file again anyway.
              const problem = await checkRfiFileLater(chosen).catch(() => null);
              if (problem) discardFile(problem);
            }}
          />
          <Honeypot {...field('honeypot')} />
          {sending && <ProgressBar label={T.uploading} percent={uploaded} />}
          {message && !fileError && <InlineError>{message}</InlineError>}
          <NeedsScript />
          <ActionRow>
            <Button type="submit" busy={sending} busyLabel={T.sending}>
              {T.submit}
            </Button>
            <ButtonLink
              href={`mailto:${SITE.email}?subject=${encodeURIComponent(T.emailSubject)}`}
              variant="outline"
            >
              {T.emailInstead}
            </ButtonLink>
          </ActionRow>
          <PrivacyNote />
        </form>
      </Section>
    </>
  );
}
