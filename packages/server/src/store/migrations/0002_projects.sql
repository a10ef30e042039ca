-- Projects: who may call the API (spec §7 projectId) and from which origins (spec §5).
CREATE TABLE projects (
  id char(32) PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  -- URL origins, `*` wildcards allowed (https://*.example.com, http://localhost:*).
  allowed_origins text[] NOT NULL DEFAULT '{}',
  -- Per-project overrides of the remote features: {"<feature id>": {id, isEnabled, config}}.
  features jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(features) = 'object'),
  -- NULL: the operator did not choose; ANALYTICS_ENABLED decides (false unless set).
  analytics_enabled boolean DEFAULT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
