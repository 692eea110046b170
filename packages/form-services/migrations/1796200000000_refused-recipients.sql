-- Up Migration

-- A company mail routed to several addresses (FORMS_ROUTES): those the mail server refused while
-- it took the others, to whom alone a retry or `pnpm leads resend` sends it. NULL when none was.
ALTER TABLE deliveries ADD COLUMN refused text[];

-- Down Migration
ALTER TABLE deliveries DROP COLUMN refused;
