import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig({
  ...packageBuild,
  // `@acme/forms-client/contract`: the lead rules alone, for servers that check what arrives.
  // `@acme/forms-client/ar`: the Arabic messages, which an English page never loads.
  // `@acme/forms-client/ar-terms`: the Arabic words the pages and mails share with the messages.
  // `@acme/forms-client/booking-link`: the booking-change page's client, which no form loads.
  entry: [
    'src/index.ts',
    'src/contract/index.ts',
    'src/ar.ts',
    'src/ar-terms.ts',
    'src/booking-link/index.ts',
  ],
  // Each entry a file of its own: a shared chunk would make a page that needs one constant of
  // the contract (the RFI form's accepted types) load every rule, codec and text the two share.
  splitting: false,
});
