-- Up Migration

-- A lead's fields in the order the form sent them: jsonb sorts an object's keys, json keeps its
-- text, so the CSV's columns are the same whichever engine kept (or restored) the leads. Rows
-- kept before keep the order jsonb gave them. `->>` and the email index work on json alike.
ALTER TABLE leads ALTER COLUMN fields TYPE json USING fields::json;

-- Down Migration
ALTER TABLE leads ALTER COLUMN fields TYPE jsonb USING fields::jsonb;
