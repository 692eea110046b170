// `@acme/form-services/stored-leads`: the kept leads, opened as `pnpm leads` opens them, for the
// programs beside the services that read them (the site's end-to-end tests, the load script).
export { openStore } from './store/open-store';
export type { StoredLead } from './store/lead-store';
