export { Toaster } from './Toaster';
// The notifications' store, also here for who imports it with the toaster.
export * from '../toast';
