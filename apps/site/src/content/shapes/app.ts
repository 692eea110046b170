/** What the app says while another document opens (the client portal, the other language). */
export interface AppCopy {
  readonly opening: string;
  readonly clientPortal: string;
}
