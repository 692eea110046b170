import { Toaster } from '@acme/ui';

/** The shell's notification area, where `toast()` notifications appear. */
export default function SiteToaster() {
  return <Toaster />;
}
