/** Anvil's (and hardhat's) standard test mnemonic: its accounts are prefunded on the dev chains. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'
