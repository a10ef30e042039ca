/**
 * The key that approves sponsored gas on the dev stack: index 102 of the anvil/hardhat test
 * mnemonic, public like it (dev chains only). The dev chains' FoyerPaymaster trusts its address;
 * the API signs with it in dev mode unless PAYMASTER_SIGNER_KEY is set. A real chain's paymaster
 * names the operator's own key.
 */
export const DEV_PAYMASTER_SIGNER_KEY =
  '0x7382cc0c1dd9fc4ff87ed969fafac4c040ebd4890d0b8fa35781524df5b15476' as const

/** The address of {@link DEV_PAYMASTER_SIGNER_KEY}. */
export const DEV_PAYMASTER_SIGNER = '0x0e9971c0005D91336c1441b8F03c1C4fe5FB4584' as const
