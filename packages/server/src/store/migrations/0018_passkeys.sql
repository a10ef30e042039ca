-- Passkeys (auth/passkeys/): WebAuthn credentials that sign a user in. The server keeps only what
-- verifies an assertion (the COSE public key, base64url) and the signature counter; the PRF output
-- a passkey also gives (the recovery secret) never reaches the server.
CREATE TABLE passkey_credentials (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  public_key text NOT NULL,
  counter bigint NOT NULL,
  transports text NOT NULL,
  name text NOT NULL,
  backed_up boolean NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkey_credentials_user ON passkey_credentials (user_id, created_at);

-- Challenges handed to the frame (256 random bits): only a sha256 is kept, bound to the project,
-- the device (sha256 of its id) and, for a registration, the signed-in user; a challenge works
-- once (used_at) and until expires_at.
CREATE TABLE passkey_challenges (
  challenge_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
  project_id char(32) NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX passkey_challenges_expires_at ON passkey_challenges (expires_at);
