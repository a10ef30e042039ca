-- Embedded-wallet key shares (wallet/): one wallet per user. Each share is AES-256-GCM
-- ciphertext (`v1.<iv>.<tag>.<ciphertext>`, base64url) under its own server key, with the user
-- id as associated data.
CREATE TABLE wallet_shares (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  address text NOT NULL,
  auth_share text NOT NULL,
  recovery_share text NOT NULL,
  created_at timestamptz NOT NULL
);
