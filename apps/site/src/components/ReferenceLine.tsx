import { FORM_FIELDS } from '@content/form-fields';

/** The lead's reference in a success view: what the visitor quotes, and what their mail names. */
export function ReferenceLine({ reference }: { reference: string | null }) {
  if (!reference) return null;
  return (
    <p>
      {FORM_FIELDS.reference}{' '}
      <strong>
        <bdi dir="ltr">{reference}</bdi>
      </strong>
    </p>
  );
}
