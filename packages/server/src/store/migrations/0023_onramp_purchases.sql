-- On-ramp purchases (onramp/): what a visitor bought through a provider the API follows (the
-- sandbox), for the history route's `onramp` answer. `address` is the lowercase 0x destination;
-- amounts are decimal strings as quoted (fiat with two decimals, crypto in whole tokens);
-- `token_address` is the token's lowercase address or 'native'. A purchase is pending from the
-- generated URL until its payment page succeeds (completed, with the delivery's tx hash) or fails.
CREATE TABLE onramp_purchases (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  address text NOT NULL,
  chain_id bigint NOT NULL,
  token_symbol text NOT NULL,
  token_name text NOT NULL,
  token_address text NOT NULL,
  token_decimals integer NOT NULL,
  fiat_amount text NOT NULL,
  fiat_currency text NOT NULL,
  payment_method text NOT NULL,
  crypto_amount text NOT NULL,
  provider text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
  failure text,
  tx_hash text,
  -- Where the payment page sends the visitor back when done (the dapp's redirectUrl), if given.
  redirect_url text,
  -- Set once when the payment page is submitted: a purchase is paid (and delivered) once.
  paid_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX onramp_purchases_by_address ON onramp_purchases (address, created_at DESC, id);
