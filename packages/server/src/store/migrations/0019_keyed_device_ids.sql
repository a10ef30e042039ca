-- Keyed device ids (issue 17: "device tokens stored as keyed hashes"). Every column that names
-- the frame's device now holds its keyed id, HMAC-SHA256 under AUTH_HASH_KEY
-- (auth/authHasher.ts `device`), as otps and device_approvals already did (0016): devices,
-- sessions, social_logins, farcaster_logins, passkey_challenges.device_hash (a sha256 of the id
-- until now), wallet_shares.device_id and wallet_recoveries.device_id. The key is not in the
-- database, so the plain ids already stored cannot be re-keyed in SQL; they would never match a
-- keyed id again, and each of them is a device's secret that a copy of the database must not
-- give away. What holds them is dropped or cleared:

-- Approved devices: every device signs in again. A known user's device is asked to approve
-- itself by the mailed link after its code (VERIFY_DEVICE); a social, Farcaster or passkey
-- sign-in approves its device directly, as before.
DELETE FROM devices;

-- Sessions: a session lives only while its device is approved (findSession joins devices), so
-- none of them could be used again. wallet_recoveries.session_id is set to NULL (its foreign key).
DELETE FROM sessions;

-- Started sign-ins (10 minutes to live) and passkey challenges (5 minutes): a visitor who was
-- mid-sign-in starts again.
DELETE FROM social_logins;
DELETE FROM farcaster_logins;
DELETE FROM passkey_challenges;

-- The device that stored a wallet: only the legacy new-device release reads it, to refuse the
-- recovery share to the device that already holds the device share. NULL already means "not
-- known" there (wallets stored before 0008); that device could now get the legacy share once,
-- which gives it nothing it cannot rebuild already (it holds the device share and gets the auth
-- share with its session).
UPDATE wallet_shares SET device_id = NULL;

-- Releases of legacy recovery shares: kept as the record of who got a share and when (and
-- whether the user was told), without the device. The once-per-device rule then starts again
-- for those devices: a device that already got the share may get it once more, and its user
-- is mailed a new notice first, which only tells the user more.
ALTER TABLE wallet_recoveries ALTER COLUMN device_id DROP NOT NULL;
UPDATE wallet_recoveries SET device_id = NULL;

-- Pending codes and approval links (otps, device_approvals) are keyed already and stay: an
-- approval link pressed before this migration still gives its device a session.
