-- Up Migration

-- One accepted submission. The attachment (at most the 10 MB RFI file) is kept in the row.
CREATE TABLE leads (
  id text PRIMARY KEY,
  reference text NOT NULL,
  form text NOT NULL,
  endpoint text NOT NULL,
  received_at timestamptz NOT NULL,
  fields jsonb NOT NULL,
  client jsonb NOT NULL,
  -- NULL for a lead imported from a file outbox, which kept none.
  fingerprint text,
  attachment_name text,
  attachment_type text,
  attachment_bytes integer,
  attachment_sha256 text,
  attachment_data bytea,
  CHECK (attachment_data IS NULL OR attachment_name IS NOT NULL)
);

-- find() by reference and the idempotency key (form + reference), newest first.
CREATE INDEX leads_reference ON leads (reference, received_at DESC);
-- list(): newest first, paged by (received_at, id).
CREATE INDEX leads_newest ON leads (received_at DESC, id DESC);

-- One mail of a lead. kind is plain text so a new kind (a webhook) needs no migration.
CREATE TABLE deliveries (
  lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind text NOT NULL,
  -- The order the lead's mails are sent in (the company's first).
  position smallint NOT NULL,
  recipient text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'suppressed')),
  attempts integer NOT NULL DEFAULT 0,
  queued_at timestamptz NOT NULL,
  next_attempt_at timestamptz,
  last_error text,
  delivered_at timestamptz,
  receipt text,
  lease_owner text,
  lease_until timestamptz,
  PRIMARY KEY (lead_id, kind),
  CHECK (status <> 'pending' OR next_attempt_at IS NOT NULL)
);

-- claim() and nextDue(): pending deliveries by when they are due.
CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE status = 'pending';
-- The visitor-mail limit: mails counted to one address in the last hour.
CREATE INDEX deliveries_visitor_recent ON deliveries (lower(recipient), queued_at)
  WHERE kind = 'visitor' AND status <> 'suppressed';

-- Down Migration
DROP TABLE deliveries;
DROP TABLE leads;
