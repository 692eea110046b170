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
import { pushDataLayer } from '../analytics';
import { Honeypot } from '../components/Honeypot';
import { ContactFields } from '../components/ContactFields';

import { useLeadForm } from '../components/use-lead-form';
import { SITE } from '../config';
import { checkRfiFileLater, sendWith } from '../forms';
import { PrivacyNote } from '../components/PrivacyNote';
import { ReferenceLine } from '../components/ReferenceLine';

export default function RfiPage() {
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
        <Hero title="Submit an RFI / RFP" />
        <Section>
          <Alert tone="success" title="Thank you">
            We have your document and will reply within 1 business day.
            <ReferenceLine reference={reference} />
          </Alert>
        </Section>
      </>
    );
  }

  return (
    <>
      <Hero title="Submit an RFI / RFP">
        <p>
          Send your RFI or RFP for managed IT, AMC or security services. We reply within 1 business
          day.
        </p>
      </Hero>
      <Section>
        <form onSubmit={submit} noValidate aria-label="RFI / RFP submission">
          <ContactFields field={field} company="required" />
          <TextArea label="Notes" rows={4} {...field('notes')} />
          <FileField
            ref={fileInput}
            label="RFI / RFP document"
            name="file"
            required
            accept={RFI_FILE_ACCEPT}
            hint="PDF or Word (DOC/DOCX), up to 10 MB."
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
          {sending && <ProgressBar label="Uploading your document" percent={uploaded} />}
          {message && !fileError && <InlineError>{message}</InlineError>}
          <ActionRow>
            <Button type="submit" busy={sending} busyLabel="Sending...">
              Submit RFI / RFP
            </Button>
            <ButtonLink
              href={`mailto:${SITE.email}?subject=${encodeURIComponent('RFI / RFP submission')}`}
              variant="outline"
            >
              Email Instead
            </ButtonLink>
          </ActionRow>
          <PrivacyNote />
        </form>
      </Section>
    </>
  );
}
