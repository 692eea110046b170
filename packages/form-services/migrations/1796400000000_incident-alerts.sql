-- Up Migration

-- Whether an incident's alerts went out: a server that opened or resolved an incident and died
-- before its alert was taken leaves it due, and the next server to check claims and posts it.
-- Incidents from before are taken as alerted.
ALTER TABLE incidents
  ADD COLUMN opened_alert_due boolean NOT NULL DEFAULT false,
  ADD COLUMN resolved_alert_due boolean NOT NULL DEFAULT false,
  ADD COLUMN alert_claimed_by text,
  ADD COLUMN alert_claimed_until timestamptz;

-- Down Migration
ALTER TABLE incidents
  DROP COLUMN opened_alert_due,
  DROP COLUMN resolved_alert_due,
  DROP COLUMN alert_claimed_by,
  DROP COLUMN alert_claimed_until;
