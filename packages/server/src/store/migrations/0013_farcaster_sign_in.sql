-- Our Farcaster auth relay (farcaster/): the channels a Farcaster app completes, as the public
-- relay keeps them. Only a sha256 of the channel token is kept; a channel lives until expires_at,
-- and a completed one is deleted once its status has been read (as the public relay does).
CREATE TABLE farcaster_channels (
  token_hash text PRIMARY KEY,
  nonce text NOT NULL,
  url text NOT NULL,
  -- siweUri, domain, nonce, notBefore, expirationTime, requestId, redirectUrl
  signature_params jsonb NOT NULL,
  accept_auth_address boolean NOT NULL,
  -- ip, userAgent of the app that opened it
  metadata jsonb NOT NULL,
  -- what the Farcaster app sent to authenticate (message, signature, fid, username, …); null: pending
  completion jsonb,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX farcaster_channels_expires_at ON farcaster_channels (expires_at);

-- Farcaster sign-ins the frame started (auth/farcaster/): the relay channel (its token's sha256),
-- the device, and the nonce, domain and URI the signed message must carry. Used once (used_at).
CREATE TABLE farcaster_logins (
  channel_token_hash text PRIMARY KEY,
  project_id text NOT NULL,
  device_id text NOT NULL,
  nonce text NOT NULL,
  domain text NOT NULL,
  siwe_uri text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX farcaster_logins_expires_at ON farcaster_logins (expires_at);
