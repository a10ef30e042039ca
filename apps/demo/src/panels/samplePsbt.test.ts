import { NETWORK, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { SAMPLE_INPUT_SATS, SAMPLE_OUTPUT_SATS, samplePsbt } from './samplePsbt'

const privateKey = new Uint8Array(32).fill(7)
const publicKey = pubECDSA(privateKey)

describe('samplePsbt', () => {
  it.each([
    ['testnet', TEST_NETWORK, 'tb1q'],
    ['mainnet', NETWORK, 'bc1q'],
  ] as const)('gives a %s PSBT the address’s key can sign', (_name, network, prefix) => {
    const payment = p2wpkh(publicKey, network)
    expect(payment.address.startsWith(prefix)).toBe(true)
    const psbt = samplePsbt(payment.address, new Uint8Array(32).fill(1))
    const transaction = Transaction.fromPSBT(Uint8Array.from(atob(psbt), (c) => c.charCodeAt(0)))
    expect(transaction.inputsLength).toBe(1)
    expect(transaction.getInput(0).witnessUtxo).toEqual({
      script: payment.script,
      amount: SAMPLE_INPUT_SATS,
    })
    expect(transaction.getOutput(0).amount).toBe(SAMPLE_OUTPUT_SATS)
    expect(transaction.signIdx(privateKey, 0)).toBe(true)
  })

  it('gives another made-up output each time, and refuses what is not an address', () => {
    const { address } = p2wpkh(publicKey, TEST_NETWORK)
    expect(samplePsbt(address)).not.toBe(samplePsbt(address))
    expect(() => samplePsbt('not an address')).toThrow()
  })
})
