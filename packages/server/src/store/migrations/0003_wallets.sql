-- The wallet directory served by GET /getWallets (see directory/importDirectory.ts).
-- `entry` is the wallet exactly as served (json, not jsonb, so that its key order is kept);
-- the other columns are copies of its fields that the queries filter and sort on.
CREATE TABLE wallets (
  id text PRIMARY KEY,
  -- Serving order, 0 first. Unique, checked at commit so that an import can reorder in place.
  rank integer NOT NULL CHECK (rank >= 0),
  -- The name NFKC-normalised and lowercased by the server (not by lower(), whose result
  -- depends on the database's locale), for case-insensitive search.
  name_lower text NOT NULL,
  image_id text NOT NULL,
  badge_type text NOT NULL CHECK (badge_type IN ('none', 'certified')),
  chains text[] NOT NULL,
  entry json NOT NULL,
  CONSTRAINT wallets_rank_key UNIQUE (rank) DEFERRABLE INITIALLY DEFERRED
);

-- `chains && $1` (wallets supporting any of the asked chains).
CREATE INDEX wallets_chains_idx ON wallets USING gin (chains);
-- GET /getWalletImage/{image_id}.
CREATE INDEX wallets_image_id_idx ON wallets (image_id, rank);

-- One row, bumped by every import that changes a wallet: API nodes cache GET /getWallets
-- answers and drop them when it moves (directory/walletsCache.ts).
CREATE TABLE wallets_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO wallets_version (singleton, version) VALUES (true, 0);
