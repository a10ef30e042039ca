-- The migration runner records every applied migration here (see migrate.ts).
CREATE TABLE schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
