import { parseBitcoinAddress } from '@foyer/protocol'
import { p2tr, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { verifyBitcoinSignature } from '../../../packages/server/src/siwx/verifyBitcoinSignature'
import { base64 } from './base64'
import { bitcoinTestKey } from './bitcoinTestKeys'
import { createBitcoinTestWallet } from './bitcoinTestWallet'

type Method = (...args: unknown[]) => Promise<unknown>
/** Calls `feature`'s `method` of the wallet (a missing one fails the test). */
function call(
  control: { wallet: { features: unknown } },
  feature: string,
  method: string,
  ...args: unknown[]
) {
  const features = control.wallet.features as Record<string, Record<string, Method>>
  const fn = features[feature]?.[method]
  if (!fn) throw new Error(`no ${feature} ${method}`)
  return fn(...args)
}

const sats = (control: { wallet: { features: unknown } }, method: string, params?: unknown) => {
  const features = control.wallet.features as Record<string, { provider: { request: Method } }>
  return features['sats-connect:']?.provider.request(method, params) as Promise<{
    status: string
    result?: Record<string, unknown>
    error?: { message: string }
  }>
}

async function connected(network: 'mainnet' | 'testnet' = 'testnet') {
  const control = createBitcoinTestWallet({ network })
  const { accounts } = (await call(control, 'bitcoin:connect', 'connect', {
    purposes: ['payment', 'ordinals'],
  })) as { accounts: WalletAccount[] }
  return { control, payment: accounts[0] as WalletAccount, ordinals: accounts[1] as WalletAccount }
}

/** A PSBT spending a made-up output of `script` into one output (for signing only). */
function psbtSpending(script: Uint8Array, extra: Record<string, unknown> = {}): Uint8Array {
  const tx = new Transaction()
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script, amount: 50_000n },
    ...extra,
  })
  tx.addOutput({ script, amount: 40_000n })
  return tx.toPSBT()
}

describe('the Bitcoin test wallet', () => {
  it.each([
    ['testnet', 'tb1q', 'tb1p'],
    ['mainnet', 'bc1q', 'bc1p'],
  ] as const)(
    'gives a P2WPKH payment and a P2TR ordinals address on %s',
    async (network, payment, ordinals) => {
      const { control, payment: pay, ordinals: ord } = await connected(network)
      expect(pay.address.startsWith(payment)).toBe(true)
      expect(ord.address.startsWith(ordinals)).toBe(true)
      expect(parseBitcoinAddress(pay.address)).toMatchObject({ network, type: 'p2wpkh' })
      expect(parseBitcoinAddress(ord.address)).toMatchObject({ network, type: 'p2tr' })
      expect(pay.chains).toEqual([`bitcoin:${network}`])
      expect(control.wallet.accounts).toEqual([pay, ord])
    },
  )

  describe('a silent connect (a page restoring its connection)', () => {
    afterEach(() => {
      vi.unstubAllGlobals()
    })
    /** The page origin's localStorage, shared by the wallets of one browser profile. */
    function profileStorage() {
      const items = new Map<string, string>()
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      })
    }
    const silent = (control: ReturnType<typeof createBitcoinTestWallet>) =>
      call(control, 'bitcoin:connect', 'connect', {
        purposes: ['payment', 'ordinals'],
        silent: true,
      }) as Promise<{ accounts: WalletAccount[] }>

    it('gives nothing to a page it never authorized, without connecting it', async () => {
      profileStorage()
      const control = createBitcoinTestWallet()
      expect((await silent(control)).accounts).toEqual([])
      expect(control.connected).toBe(false)
      expect(control.wallet.accounts).toEqual([])
      expect(control.requests).toEqual(['bitcoin:connect (silent)'])
    })

    it('gives the accounts to a page it authorized before, after a reload; not after a disconnect', async () => {
      profileStorage()
      const { control, payment, ordinals } = await connected()
      // The reload: a new wallet instance in the same profile.
      const reloaded = createBitcoinTestWallet()
      expect((await silent(reloaded)).accounts).toEqual([payment, ordinals])
      expect(reloaded.connected).toBe(true)
      expect(reloaded.requests).toEqual(['bitcoin:connect (silent)'])
      await call(reloaded, 'standard:disconnect', 'disconnect')
      expect(control.connected).toBe(true)
      const again = createBitcoinTestWallet()
      expect((await silent(again)).accounts).toEqual([])
      expect(again.connected).toBe(false)
    })
  })

  it('signs BIP-322 messages the server verifies, from both addresses', async () => {
    const { control, payment, ordinals } = await connected()
    for (const account of [payment, ordinals]) {
      const message = 'foyer.localhost wants you to sign in with your Bitcoin account:'
      const [output] = (await call(control, 'bitcoin:signMessage', 'signMessage', {
        account,
        message: new TextEncoder().encode(message),
      })) as { signature: Uint8Array }[]
      const signature = (output as { signature: Uint8Array }).signature
      expect(() =>
        verifyBitcoinSignature({ address: account.address, message, signature }),
      ).not.toThrow()
      expect(() =>
        verifyBitcoinSignature({ address: account.address, message: `${message}!`, signature }),
      ).toThrow(/not signed by its account/)
    }
  })

  it('answers sats-connect requests: getAddresses, signMessage (base64 BIP-322), errors as results', async () => {
    const control = createBitcoinTestWallet()
    const addresses = await sats(control, 'getAddresses', { purposes: ['payment'] })
    expect(addresses.status).toBe('success')
    const [entry] = (addresses.result?.addresses ?? []) as { address: string; purpose: string }[]
    expect(entry).toMatchObject({ purpose: 'payment', address: control.addresses.payment })
    const signed = await sats(control, 'signMessage', {
      address: control.addresses.payment,
      message: 'Hi',
    })
    expect(signed.status).toBe('success')
    const signature = base64.decode(signed.result?.signature as string)
    expect(() =>
      verifyBitcoinSignature({ address: control.addresses.payment, message: 'Hi', signature }),
    ).not.toThrow()
    expect(
      await sats(control, 'signMessage', { address: 'tb1qnope', message: 'Hi' }),
    ).toMatchObject({
      status: 'error',
      error: { message: 'The wallet has no account tb1qnope' },
    })
    control.rejectNext = 'signMessage'
    expect(
      await sats(control, 'signMessage', { address: control.addresses.payment, message: 'Hi' }),
    ).toMatchObject({
      status: 'error',
      error: { code: 4001 },
    })
  })

  it('signs the PSBT inputs it is asked to, with the key of each address', async () => {
    const { control, payment, ordinals } = await connected()
    const pay = bitcoinTestKey('payment', 'testnet')
    const ord = bitcoinTestKey('ordinals', 'testnet')
    expect(p2wpkh(pay.publicKey, TEST_NETWORK).address).toBe(payment.address)
    expect(p2tr(ord.publicKey, undefined, TEST_NETWORK).address).toBe(ordinals.address)
    const [out] = (await call(control, 'bitcoin:signTransaction', 'signTransaction', {
      psbt: psbtSpending(pay.script),
      inputsToSign: [{ account: payment, signingIndexes: [0] }],
    })) as { signedPsbt: Uint8Array }[]
    const signed = Transaction.fromPSBT((out as { signedPsbt: Uint8Array }).signedPsbt)
    expect(signed.getInput(0).partialSig?.length).toBe(1)
    signed.finalize()
    expect(signed.extract().length).toBeGreaterThan(0)

    const taproot = await sats(control, 'signPsbt', {
      psbt: base64.encode(psbtSpending(ord.script)),
      signInputs: { [ordinals.address]: [0] },
    })
    expect(taproot.status).toBe('success')
    const tx = Transaction.fromPSBT(base64.decode(taproot.result?.psbt as string))
    expect(tx.getInput(0).tapKeySig?.length).toBe(64)
  })

  it('refuses a malformed PSBT, a missing input, and another key’s input, signing nothing', async () => {
    const { control, payment } = await connected()
    const ord = bitcoinTestKey('ordinals', 'testnet')
    for (const [psbt, indexes, error] of [
      [base64.encode(new Uint8Array([1, 2, 3])), [0], /^The PSBT could not be read/],
      ['not base64!', [0], 'The PSBT could not be read: it is not base64'],
      [base64.encode(psbtSpending(ord.script)), [3], 'The PSBT has no input 3'],
      [base64.encode(psbtSpending(ord.script)), [0], /^Input 0 cannot be signed by tb1q/],
    ] as const) {
      const answer = await sats(control, 'signPsbt', {
        psbt,
        signInputs: { [payment.address]: indexes },
      })
      expect(answer.status).toBe('error')
      expect(answer.error?.message).toMatch(error)
    }
  })
})
