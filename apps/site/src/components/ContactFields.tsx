import { TextField } from '@acme/ui';
import { FORM_FIELDS } from '@content/form-fields';

/** A form's field binder (from `useLeadForm`), for forms with any set of field names. */
type Bind<Name extends string> = (name: Name) => {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * The who-are-you fields most lead forms open with: name, email, and optionally company and
 * phone, each with its autocomplete hint. Labels differ per form, as the specification words them.
 */
export function ContactFields<Name extends string>({
  field,
  nameLabel = FORM_FIELDS.name,
  emailLabel = FORM_FIELDS.email,
  company = 'optional',
  phone = true,
}: {
  field: Bind<Name>;
  nameLabel?: string;
  emailLabel?: string;
  company?: 'required' | 'optional' | 'none';
  phone?: boolean;
}) {
  // Each form that renders these fields has them among its values.
  const bind = (name: 'name' | 'email' | 'company' | 'phone') => field(name as Name);
  return (
    <>
      <TextField label={nameLabel} required autoComplete="name" {...bind('name')} />
      {/* An address and a number read left to right, on an Arabic page too. */}
      <TextField
        label={emailLabel}
        type="email"
        dir="ltr"
        required
        autoComplete="email"
        {...bind('email')}
      />
      {company !== 'none' && (
        <TextField
          label={FORM_FIELDS.company}
          required={company === 'required'}
          autoComplete="organization"
          {...bind('company')}
        />
      )}
      {phone && (
        <TextField
          label={FORM_FIELDS.phone}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          {...bind('phone')}
        />
      )}
    </>
  );
}
