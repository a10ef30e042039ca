-- Social sign-in (auth/social/): a user may have no email (a provider that gives no verified one).
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;

-- Who a user is at a provider: a user is keyed by provider + subject. A verified email that
-- matched (or became) the user's email links the identity to that user.
CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text,
  email_verified boolean NOT NULL,
  username text,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_user ON social_identities (user_id);

-- Started sign-ins: the frame's device, and the nonce and PKCE verifier sent with the state.
-- Only a sha256 of the state is kept; a row works once (used_at) and until expires_at.
CREATE TABLE social_logins (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  project_id text NOT NULL,
  device_id text NOT NULL,
  nonce text NOT NULL,
  code_verifier text,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX social_logins_expires_at ON social_logins (expires_at);

-- Nonces of id_tokens already accepted (sha256), kept until the token expires: a replayed
-- id_token is refused.
CREATE TABLE social_nonces (
  nonce_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_nonces_expires_at ON social_nonces (expires_at);
