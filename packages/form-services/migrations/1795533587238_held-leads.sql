-- Up Migration

-- Why a lead is held as spam (its score and the rules that fired); NULL for a lead that is not.
-- A held lead has no deliveries until it is released.
ALTER TABLE leads ADD COLUMN held jsonb;

-- countRecent(), leadsFrom() and erase({ from }): a sender's leads, letter case ignored.
CREATE INDEX leads_email ON leads (lower(fields->>'email'), received_at DESC);
-- erase({ receivedBefore, heldOnly }): the held leads by age.
CREATE INDEX leads_held ON leads (received_at) WHERE held IS NOT NULL;

-- Down Migration
DROP INDEX leads_held;
DROP INDEX leads_email;
ALTER TABLE leads DROP COLUMN held;
