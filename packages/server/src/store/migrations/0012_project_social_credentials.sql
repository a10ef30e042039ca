-- A project's own OAuth clients for social sign-in (auth/social/), set with
-- `npm run foyer -- project social ID set PROVIDER`. They come before the instance's
-- SOCIAL_<PROVIDER>_CLIENT_ID/SECRET. The client secret is sealed (AES-256-GCM under the social
-- secret key, SOCIAL_SECRET_KEY or DATA_DIR/keys/social-secret.key, bound to project and
-- provider): the database alone does not give it away.
CREATE TABLE project_social_credentials (
  project_id char(32) NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  client_id text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 512),
  client_secret_sealed text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, provider)
);
