import {
  DEV_ONRAMP_TREASURY,
  DEV_ONRAMP_TREASURY_KEY,
  DEV_PAYMASTER_SIGNER,
  DEV_RELAYER,
} from '@foyer/protocol'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  deployerAccount,
  devPaymasterSigner,
  devRelayerAccount,
  TEST_MNEMONIC,
  testAddresses,
} from './testAccounts'

describe('test accounts', () => {
  it('are the ten accounts anvil prefunds', () => {
    expect(testAddresses).toHaveLength(10)
    expect(testAddresses[0]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(testAddresses[9]).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
  })

  it('keep the deployer apart from them', () => {
    expect(testAddresses).not.toContain(deployerAccount.address)
  })

  it('give the dev paymaster signer index 102 of the test mnemonic, as the API knows it', () => {
    const index102 = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 102 }).address
    expect(devPaymasterSigner.address).toBe(index102)
    expect(DEV_PAYMASTER_SIGNER).toBe(index102)
  })

  it('give the dev relayer index 106 of the test mnemonic, as the API knows it', () => {
    const index106 = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 106 }).address
    expect(devRelayerAccount.address).toBe(index106)
    expect(DEV_RELAYER).toBe(index106)
  })

  it('give the sandbox on-ramp treasury index 107 of the test mnemonic, as the API knows it', () => {
    const index107 = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 107 }).address
    expect(privateKeyToAccount(DEV_ONRAMP_TREASURY_KEY).address).toBe(index107)
    expect(DEV_ONRAMP_TREASURY).toBe(index107)
  })
})
