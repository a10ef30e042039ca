/**
 * The key the sandbox on-ramp delivers bought tokens from on the dev stack: index 107 of the
 * anvil/hardhat test mnemonic, public like it (dev chains only). The dev stack gives it coins
 * with `anvil_setBalance` and dev tokens by setting their balance (`fundOnrampTreasury` in
 * @foyer/devchain); the API uses it in dev mode unless ONRAMP_SANDBOX_KEY is set.
 */
export const DEV_ONRAMP_TREASURY_KEY =
  '0xbb78950939f8a5d5c0d3225d4d38cbfd7eace2c2b8347fa8ca97726cd10e486a' as const

/** The address of {@link DEV_ONRAMP_TREASURY_KEY}. */
export const DEV_ONRAMP_TREASURY = '0xFdAA62Ea18331AFA45CC78b44DBa58d809EaB80e' as const
