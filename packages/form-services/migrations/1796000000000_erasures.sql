-- Up Migration

-- The erasure register: a keyed hash (HMAC) of each address whose person asked to be forgotten,
-- never the address, so that a restored backup does not bring them back. It only grows.
CREATE TABLE erasures (
  address_hash text PRIMARY KEY
);

-- Down Migration
DROP TABLE erasures;
