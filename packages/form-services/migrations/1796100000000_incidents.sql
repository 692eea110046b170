-- Up Migration

-- Alerts' incidents, shared by every server on the database, so one outage is one incident and
-- one alert. Only references and counts: no name, address or message text.
CREATE TABLE incidents (
  id text PRIMARY KEY,
  kind text NOT NULL,
  started_at timestamptz NOT NULL,
  resolved_at timestamptz,
  cause text NOT NULL,
  leads integer NOT NULL,
  oldest_reference text,
  -- The server that saw the store down: each server keeps its own outage.
  server text
);

-- One open incident of a kind among all servers; the insert that loses opens nothing.
CREATE UNIQUE INDEX incidents_open ON incidents (kind)
  WHERE resolved_at IS NULL AND kind <> 'store-down';

-- Down Migration
DROP TABLE incidents;
