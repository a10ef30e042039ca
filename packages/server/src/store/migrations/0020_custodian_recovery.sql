-- Custodial email recovery (opt-in, wallet/ and custodian/, docs/security.md): where the operator
-- runs a custodian (its own process and X25519 key), the frame adds a `custodian` wrap of RK,
-- sealed under a key agreed between a one-off key of the frame's (`public_key`) and the
-- custodian's key `key_id`. The API cannot open it; the custodian can, and releases RK to a new
-- device of the signed-in user (POST /wallet/v1/recovery/custodian/release). One per wallet
-- (credential_id ''), replaced by the next.
ALTER TABLE wallet_recovery_methods DROP CONSTRAINT wallet_recovery_methods_kind_check;
ALTER TABLE wallet_recovery_methods ADD COLUMN key_id text;
ALTER TABLE wallet_recovery_methods ADD COLUMN public_key text;
ALTER TABLE wallet_recovery_methods ADD CONSTRAINT wallet_recovery_methods_kind_check CHECK (
  kind IN ('passkey', 'password')
  OR (kind = 'custodian' AND credential_id = '' AND key_id IS NOT NULL AND public_key IS NOT NULL)
);

-- The devices of a user the custodian released RK to: the user is mailed the "restored on a new
-- device" notice before a device's first release (`notified_at`; NULL: the user has no email),
-- once per (user, device); every release counts (`releases`, `released_at`: the latest). Its own
-- table, not wallet_recoveries: that one's rows refuse a second legacy release to another session
-- (RECOVERY_USED), which a custodian release must not do, and its rows predate keyed device ids.
-- `device_id`: the session's keyed device id (AuthHasher), never the frame's plain one.
CREATE TABLE custodian_releases (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  notified_at timestamptz,
  released_at timestamptz,
  releases integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, device_id)
);
