-- Up Migration

-- Of a booking change's delivery, the booking's version it tells of: sent only while the lead's
-- booking is still at that version (a change that was not kept, or was changed again, sends
-- nothing). NULL for every other delivery.
ALTER TABLE deliveries ADD COLUMN change_version integer;

-- Down Migration
ALTER TABLE deliveries DROP COLUMN change_version;
