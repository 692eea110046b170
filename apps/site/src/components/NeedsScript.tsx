import { FORM_NO_SCRIPT } from '@content/no-script';
import { SITE } from '../config';

/**
 * What a form says where the browser runs no script: its fields are prerendered, but only the
 * script sends them, so no button silently does nothing. Only the server's page holds the note:
 * React neither renders nor hydrates what a <noscript> holds in a browser running scripts, so the
 * browser's build leaves it out.
 */
export function NeedsScript() {
  return (
    <noscript>
      {import.meta.env.SSR && (
        <p>
          {FORM_NO_SCRIPT.before}
          <a href={SITE.phoneHref} dir="ltr">
            {SITE.phone}
          </a>
          {FORM_NO_SCRIPT.between}
          <a href={`mailto:${SITE.email}`} dir="ltr">
            {SITE.email}
          </a>
          {FORM_NO_SCRIPT.after}
        </p>
      )}
    </noscript>
  );
}
