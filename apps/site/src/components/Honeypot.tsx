import { styled } from 'styled-components';
import { FORM_FIELDS } from '@content/form-fields';

const Hidden = styled.div`
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The hidden field bots fill and people never see. */
export function Honeypot(props: {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <Hidden aria-hidden="true">
      <label>
        {FORM_FIELDS.honeypot}
        <input tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </Hidden>
  );
}
