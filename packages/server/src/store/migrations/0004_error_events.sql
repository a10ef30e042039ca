-- Error analytics events (POST /e), capped per client per minute (see analytics/).
CREATE TABLE error_events (
  id bigserial PRIMARY KEY,
  project_id char(32) NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- sha256 of projectId and client IP: counts per client without storing the address.
  client_key text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  body jsonb NOT NULL
);
CREATE INDEX error_events_client_key_received_at ON error_events (client_key, received_at);
