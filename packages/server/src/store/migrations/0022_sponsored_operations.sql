-- Gas sponsorship (smartAccounts/): the operations the paymaster signed for, per project, account
-- (lowercase 0x address) and day (UTC), counted so that a project's daily cap per account holds
-- across every API node sharing this database.
CREATE TABLE sponsored_operations (
  project_id text NOT NULL,
  account text NOT NULL,
  day date NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (project_id, account, day)
);
