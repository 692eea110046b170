import { Button } from '@acme/ui';
import { NeedsScript } from './NeedsScript';
import { PrivacyNote } from './PrivacyNote';

/**
 * A lead form's send button, busy while it sends, with what happens to what was typed below it (and
 * above it, without JavaScript, that the form needs it).
 */
export function SendButton({
  sending,
  label,
  busyLabel,
  variant,
}: {
  sending: boolean;
  label: string;
  busyLabel: string;
  variant?: 'outline';
}) {
  return (
    <>
      <NeedsScript />
      <Button type="submit" variant={variant} busy={sending} busyLabel={busyLabel}>
        {label}
      </Button>
      <PrivacyNote />
    </>
  );
}
