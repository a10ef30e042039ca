-- Sealed recovery (wallet/, issue 17): the server never holds a recovery share it can open.
-- New wallets store only the auth share; protecting a wallet (the frame's fresh 2-of-3 split)
-- replaces the auth share, stores the recovery share sealed by the frame under a recovery key RK
-- the server never sees (`sealed_recovery`), and the wraps of RK (`wallet_recovery_methods`:
-- passkey PRF or recovery password, which the server cannot open either), and deletes any
-- server-held recovery share. `recovery_share` stays only on legacy wallets (made before this
-- migration, custodial until protected). `share_version`: raised by each protect, so a protect
-- or a wrap for an older split is refused (409 RECOVERY_STALE).
ALTER TABLE wallet_shares ALTER COLUMN recovery_share DROP NOT NULL;
ALTER TABLE wallet_shares ADD COLUMN share_version integer NOT NULL DEFAULT 1;
ALTER TABLE wallet_shares ADD COLUMN sealed_recovery text;

-- One password wrap per wallet (credential_id ''), one wrap per passkey (its credential id).
CREATE TABLE wallet_recovery_methods (
  user_id uuid NOT NULL REFERENCES wallet_shares (user_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('passkey', 'password')),
  credential_id text NOT NULL DEFAULT '',
  salt text,
  params text,
  wrap text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, credential_id)
);
