-- Up Migration

-- A job done once a day by whichever server asks first (the company's digest): with several
-- servers on one database, the first to insert the day's row does it, the others do not.
CREATE TABLE daily_jobs (
  job text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (job, day)
);

-- Down Migration
DROP TABLE daily_jobs;
