-- Up Migration

-- The queue's figures (/healthz, the metrics), read every few seconds by each server, count the
-- failed deliveries by kind: through this index, not the whole table.
CREATE INDEX deliveries_failed ON deliveries (kind) WHERE status = 'failed';

-- Down Migration
DROP INDEX deliveries_failed;
