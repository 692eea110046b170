import { Toaster } from '@acme/ui';

/**
 * Where every island's `toast()` shows: one region for the page, hydrated with the first island
 * that brings React (the toasts' store is outside React, shared by all).
 */
export default function PageToaster() {
  return <Toaster />;
}
