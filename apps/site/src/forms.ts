import type { FormsClient, FormsConfig, SubmitResult } from '@acme/forms-client';
import { CLIENT_UNAVAILABLE, loadFormsSay } from '@content/form-messages';
import { LANGUAGE } from '@content/language';
import { SITE } from './config';
import { loadOnce, preloadWhenIdle } from './lazy/load-once';
import { retryableImport } from './lazy/retryable-import';

/**
 * The forms' configuration, from the site configuration: each lead names the page's language,
 * which the services write the visitor's mails in.
 */
export const FORMS_CONFIG: FormsConfig = {
  ...SITE.forms,
  companyEmail: SITE.email,
  language: LANGUAGE.code,
};

/** The forms client's code, loaded on demand (and loaded again after a dropped connection). */
const importFormsClient = retryableImport(() => import('@acme/forms-client'));

/** How the forms say their messages in the page's language, loaded with the client's code. */
const formsSay = loadOnce(loadFormsSay);

let landing: { readonly url: string; readonly referrer: string } | undefined;

/**
 * Checks an RFI document (type by its first bytes, size) with the forms client's own rule, from
 * the client's code loaded on demand: the page renders its field without it.
 */
export async function checkRfiFileLater(file: File): Promise<string | null> {
  const [{ checkRfiFile }, say] = await Promise.all([importFormsClient(), formsSay()]);
  const problem = await checkRfiFile(file);
  return problem !== null && say ? say(problem) : problem;
}

/**
 * The site's one forms client, made from the site configuration. Its code loads when the
 * browser is first idle or at the first submission, whichever comes first, so no page's first
 * load carries it; the landing page's campaign is stored as it loads.
 */
export const formsClient: () => Promise<FormsClient> = loadOnce(() =>
  Promise.all([importFormsClient(), formsSay()]).then(
    ([{ captureVisit, createFormsClient }, say]) => {
      try {
        if (landing) captureVisit({ ...landing, store: sessionStorage });
      } catch {
        // Storage disabled: forms still read the current page.
      }
      return createFormsClient(say ? { ...FORMS_CONFIG, say } : FORMS_CONFIG);
    },
  ),
);

/**
 * Remembers the landing page's address and referrer (before any navigation changes them), for
 * the campaign fields of forms on later pages, and loads the forms client when the browser idles.
 */
export function rememberLanding(): void {
  landing = { url: location.href, referrer: document.referrer };
  preloadWhenIdle(formsClient);
}

/**
 * A new lead reference (`AC-XXXXXX`), made by the forms client's code, which loads on demand like
 * the client: no page's first load carries it. `undefined` when that code cannot load; the send
 * that follows then says the network error, and the next attempt makes one.
 */
export async function newReference(): Promise<string | undefined> {
  try {
    const { makeReference } = await importFormsClient();
    return makeReference();
  } catch {
    return undefined;
  }
}

/**
 * Sends with the site's forms client. A client that cannot load (the network dropped, or a deploy
 * replaced its file) is a network error in the specification's words; the form keeps its input.
 */
export async function sendWith(
  send: (forms: FormsClient) => Promise<SubmitResult>,
): Promise<SubmitResult> {
  let forms: FormsClient;
  try {
    forms = await formsClient();
  } catch {
    return { status: 'network-error', message: CLIENT_UNAVAILABLE };
  }
  return send(forms);
}
