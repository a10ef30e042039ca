-- Sign in with the wallet (siwx/). Nonces handed to pages: only a sha256 is kept; a nonce signs
-- in once (used_at) and until expires_at.
CREATE TABLE siwx_nonces (
  nonce_hash text PRIMARY KEY,
  project_id char(32) NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX siwx_nonces_expires_at ON siwx_nonces (expires_at);

-- Signed-in sessions, one per cookie (only the sha256 of its token is kept): the account and
-- chain the message was signed for, the signed message itself, and until when it lives. Sign
-- out deletes the row.
CREATE TABLE siwx_sessions (
  token_hash text PRIMARY KEY,
  project_id char(32) NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  address text NOT NULL,
  chain_id text NOT NULL,
  domain text NOT NULL,
  uri text NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  issued_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX siwx_sessions_expires_at ON siwx_sessions (expires_at);
