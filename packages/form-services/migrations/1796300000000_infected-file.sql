-- Up Migration

-- A lead released after its file was found infected: the signature's name and whether its mails
-- carry the file (`with-file`) or say it was withheld (`without-file`); NULL for any other lead.
ALTER TABLE leads ADD COLUMN infected_file jsonb;

-- Down Migration
ALTER TABLE leads DROP COLUMN infected_file;
