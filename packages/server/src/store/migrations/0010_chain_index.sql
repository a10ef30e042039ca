-- The chain indexer (chain/indexer/): what it has read of each configured chain, for the account
-- history and NFT routes (chain/history/). Addresses are lowercase 0x hex; amounts and token ids
-- are exact integers in the token's smallest unit (numeric(78,0) holds any uint256).

-- Where indexing of a chain began and the last block it indexed (`block_number` is
-- `start_block - 1`, `block_hash` NULL, before the first block).
CREATE TABLE chain_index_cursors (
  chain_id integer PRIMARY KEY,
  start_block bigint NOT NULL,
  block_number bigint NOT NULL,
  block_hash text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Hashes of the last REORG_DEPTH indexed blocks of each chain: a reorg is found by comparing
-- them with the chain, and rolled back to the highest block that still matches.
CREATE TABLE chain_blocks (
  chain_id integer NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (chain_id, number)
);

-- Token and collection metadata, read once per contract (the chain's token list first).
-- NULL where the contract does not answer (a non-standard token).
CREATE TABLE chain_contracts (
  chain_id integer NOT NULL,
  address text NOT NULL,
  standard text NOT NULL CHECK (standard IN ('erc20', 'erc721')),
  name text,
  symbol text,
  decimals integer,
  PRIMARY KEY (chain_id, address)
);

-- Every transaction of every indexed block. `to_address` is the created contract for a
-- deployment; `selector` the first 4 bytes of the input (NULL without one); `block_time` the
-- block's Unix time in seconds.
CREATE TABLE chain_transactions (
  chain_id integer NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  hash text NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  nonce bigint NOT NULL,
  value numeric(78, 0) NOT NULL,
  selector text,
  status text NOT NULL CHECK (status IN ('confirmed', 'failed')),
  block_time bigint NOT NULL,
  PRIMARY KEY (chain_id, block_number, tx_index)
);
CREATE INDEX chain_transactions_from ON chain_transactions (from_address);
CREATE INDEX chain_transactions_to ON chain_transactions (to_address);

-- Value moved by a transaction: the native coin (`log_index` -1, successful transactions with a
-- value), ERC-20 `Transfer` logs (`amount`) and ERC-721 `Transfer` logs (`token_id`).
CREATE TABLE chain_transfers (
  chain_id integer NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  log_index integer NOT NULL,
  standard text NOT NULL CHECK (standard IN ('native', 'erc20', 'erc721')),
  contract text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount numeric(78, 0),
  token_id numeric(78, 0),
  PRIMARY KEY (chain_id, block_number, tx_index, log_index)
);
CREATE INDEX chain_transfers_from ON chain_transfers (from_address);
CREATE INDEX chain_transfers_to ON chain_transfers (to_address);
CREATE INDEX chain_transfers_nft ON chain_transfers (chain_id, contract, token_id)
  WHERE standard = 'erc721';

-- The current owner of each ERC-721 token seen, from its latest transfer (burnt tokens have no
-- row). Recomputed from chain_transfers for the tokens a block range or a rollback touches.
CREATE TABLE chain_nft_owners (
  chain_id integer NOT NULL,
  contract text NOT NULL,
  token_id numeric(78, 0) NOT NULL,
  owner text NOT NULL,
  block_number bigint NOT NULL,
  log_index integer NOT NULL,
  PRIMARY KEY (chain_id, contract, token_id)
);
CREATE INDEX chain_nft_owners_owner ON chain_nft_owners (owner, chain_id, contract, token_id);
