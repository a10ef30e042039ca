/**
 * The key the API's relayer sends with on the dev stack (owner-signed session revocations; it
 * pays their gas): index 106 of the anvil/hardhat test mnemonic, public like it (dev chains only;
 * the dev stack gives it a balance with `anvil_setBalance`). The API uses it in dev mode unless
 * RELAYER_KEY is set; a real chain's relayer is the operator's own funded key.
 */
export const DEV_RELAYER_KEY =
  '0xc69422615b990ce3dbed91d6ed41e378ff92f0ebf23b8d18bf3db912c6797fa1' as const

/** The address of {@link DEV_RELAYER_KEY}. */
export const DEV_RELAYER = '0x4548774216F19914493d051481FEb56246bC13f0' as const
