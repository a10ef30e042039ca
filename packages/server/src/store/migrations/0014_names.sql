-- Account names (names/): a label under the configured zone (NAMES_ZONE, e.g. alice.foyer.id).
-- Labels are stored without the zone, lowercase; a name is unique.
CREATE TABLE names (
  label text PRIMARY KEY,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A name's address under each coin type (ENSIP-11: an EVM chain id with the high bit set),
-- checksummed. An address holds at most one name per coin type. plain_account: the address
-- signed with its own key (not a contract account), so it is the same account on every EVM
-- chain, and resolvers that ask for no particular chain may be answered with it.
CREATE TABLE name_addresses (
  label text NOT NULL REFERENCES names (label) ON DELETE CASCADE,
  coin_type bigint NOT NULL,
  address text NOT NULL,
  plain_account boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (label, coin_type),
  UNIQUE (address, coin_type)
);

-- Registration messages already used (keccak256 of the signed text), kept until they would be
-- stale anyway: a replayed registration is refused.
CREATE TABLE name_messages (
  message_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX name_messages_expires_at ON name_messages (expires_at);
