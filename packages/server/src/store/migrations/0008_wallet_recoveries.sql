-- New-device recovery (wallet/): GET /wallet/v1/shares/recovery releases the recovery share to
-- an approved device that holds no share. `device_id` is the device that stored the wallet (it
-- never needs recovery); NULL for wallets stored before this migration.
ALTER TABLE wallet_shares ADD COLUMN device_id text;

-- Every release of a recovery share: who, to which device, under which session, when. A device
-- gets the share once (the same session may ask again); the user is mailed a notice before a
-- device first gets it. `notified_at`: when that notice went out (NULL: not sent by this release).
CREATE TABLE wallet_recoveries (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  session_id bigint REFERENCES sessions (id) ON DELETE SET NULL,
  released_at timestamptz NOT NULL,
  notified_at timestamptz
);
CREATE INDEX wallet_recoveries_user_device ON wallet_recoveries (user_id, device_id);
