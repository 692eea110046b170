-- Up Migration

-- A booking's changes by its visitor through the link its mail carried (moved, cancelled), oldest
-- first; NULL until the first. Its length is the booking's version, which a link names: a change
-- is written only where the length is still the one its link read (compare and swap).
ALTER TABLE leads ADD COLUMN booking_changes jsonb;

-- Down Migration
ALTER TABLE leads DROP COLUMN booking_changes;
