/**
 * What every form says where scripts are off, around the phone number and the address: the
 * server's page alone shows it (a browser running scripts never renders a `<noscript>`), so no
 * script carries it.
 */
export interface FormNoScriptCopy {
  readonly before: string;
  readonly between: string;
  readonly after: string;
}
