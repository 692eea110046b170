import { Alert, Button, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { PrivacyNote } from './PrivacyNote';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: flex-end;
  margin-top: ${theme.space.md};
`;

/**
 * The end of a lead form in a dialog: the failure, if any, then Cancel and the send button (busy
 * while it sends; Cancel waits for the answer, so a lead is never left half sent), then the privacy
 * note. The failure carries `messageId`, which the form names in its `aria-describedby`, so a screen
 * reader reads it with the form.
 */
export function DialogFormEnd({
  message,
  messageId,
  sending,
  onCancel,
  labels,
}: {
  message: string | null | undefined;
  messageId: string;
  sending: boolean;
  onCancel: () => void;
  labels: { readonly cancel: string; readonly submit: string; readonly sending: string };
}) {
  return (
    <>
      {message && (
        <div id={messageId}>
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Actions>
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          {labels.cancel}
        </Button>
        <Button type="submit" busy={sending} busyLabel={labels.sending}>
          {labels.submit}
        </Button>
      </Actions>
      <PrivacyNote />
    </>
  );
}
