-- Sign-in hardening (issue 17). Login codes, approval-link tokens and the device ids of codes and
-- links are now HMAC-SHA256 under AUTH_HASH_KEY (auth/authHasher.ts), a key that is not in the
-- database. Hashes made before cannot be re-keyed in SQL: the pending codes and links (20 minutes
-- to live) are dropped, so a visitor who was mid-sign-in asks for a new code. Approved devices and
-- sessions are kept as they are.
DELETE FROM otps;
DELETE FROM device_approvals;

-- Wrong login codes, counted per address and per client across codes (auth/loginAttempts.ts).
-- `subject` is an HMAC under AUTH_HASH_KEY of the normalised address or of the client's address
-- (never either in plain). Address: `wrong` counts since the last lock or correct code (reset 24 h
-- after `window_started_at`); `locks` is how many locks in a row (the next lasts longer);
-- `locked_until` the end of the current lock. Client: `wrong` within the hour from
-- `window_started_at`.
CREATE TABLE login_attempts (
  subject text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('address', 'client')),
  wrong integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL,
  locks integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
