-- Email sign-in (auth/): users, their approved devices, mailed codes, approval links, sessions.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE devices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  approved_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_id)
);

-- One-time codes: only a salted sha256 of the code is kept.
CREATE TABLE otps (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  device_id text,
  purpose text NOT NULL CHECK (purpose IN ('login', 'update-primary', 'update-secondary')),
  -- The address the user moves to (update-primary and update-secondary).
  new_email text,
  code_hash text NOT NULL,
  salt text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);
CREATE INDEX otps_email_purpose_sent_at ON otps (email, purpose, sent_at DESC);
CREATE INDEX otps_user_purpose_sent_at ON otps (user_id, purpose, sent_at DESC);

-- Mailed links approving a new device of a known user: only a sha256 of the token is kept.
CREATE TABLE device_approvals (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  email text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  approved_at timestamptz,
  -- When POST /auth/v1/device/wait handed the device its session (once per approval).
  session_issued_at timestamptz
);
CREATE INDEX device_approvals_user_device ON device_approvals (user_id, device_id, sent_at DESC);
CREATE INDEX device_approvals_email_sent_at ON device_approvals (email, sent_at DESC);

-- Bearer sessions of the embedded-wallet frame: only a sha256 of the token is kept.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  origin text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
