import { createSiwxMessage, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import {
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getAddressDecoder,
  getAddressEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from '../../../packages/server/src/siwx/verifySolanaSignature'
import { solanaTestKey, solanaTestSeed } from './solanaTestKeys'
import { createSolanaTestWallet } from './solanaTestWallet'

type Method = (...args: unknown[]) => Promise<unknown>
type Features = Record<string, Record<string, Method>>
/** Calls `feature`'s `method` of the wallet's features (a missing one fails the test). */
const featuresOf = (control: { wallet: { features: unknown } }) => {
  const features = control.wallet.features as unknown as Features
  return (feature: string, method: string, ...args: unknown[]): Promise<unknown> => {
    const call = features[feature]?.[method]
    if (!call) throw new Error(`no ${feature} ${method}`)
    return call(...args)
  }
}

async function connected() {
  const control = await createSolanaTestWallet({
    rpcUrls: { [SOLANA_DEV_CHAIN]: 'http://127.0.0.1:9' },
  })
  const changes: unknown[] = []
  const on = (control.wallet.features as unknown as Features)['standard:events']?.on as unknown as (
    event: string,
    listener: (change: unknown) => void,
  ) => void
  on('change', (change) => changes.push(change))
  const { accounts } = (await featuresOf(control)('standard:connect', 'connect')) as {
    accounts: WalletAccount[]
  }
  return { control, account: accounts[0] as WalletAccount, changes, features: featuresOf(control) }
}

/** A SOL transfer from the wallet's account, compiled to wire bytes (unsigned). */
async function transferBytes(from: string) {
  const to = getAddressDecoder().decode(new Uint8Array(32).fill(3))
  const payer = { address: from } as never
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from as never, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: to, amount: 1_000n }),
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('the Solana test wallet', () => {
  it('connects with its test key, announcing the account by a change event', async () => {
    const { control, account, changes } = await connected()
    const key = await solanaTestKey(solanaTestSeed(0))
    expect(account.address).toBe(key.address)
    expect([...account.publicKey]).toEqual([...key.publicKey])
    expect(account.chains).toContain(SOLANA_DEV_CHAIN)
    expect(changes).toEqual([{ accounts: [account] }])
    expect(control.wallet.accounts).toEqual([account])
    control.disconnect()
    expect(control.wallet.accounts).toEqual([])
    expect(changes.at(-1)).toEqual({ accounts: [] })
  })

  it('signs a Sign In With Solana message that the server’s verifier accepts', async () => {
    const { account, features, control } = await connected()
    const text = createSiwxMessage({
      accountAddress: account.address,
      chainId: SOLANA_DEV_CHAIN,
      domain: 'foyer.localhost:5173',
      uri: 'http://foyer.localhost:5173',
      version: '1',
      nonce: 'abcdef0123456789',
      issuedAt: new Date().toISOString(),
    })
    const [output] = (await features('solana:signMessage', 'signMessage', {
      account,
      message: new TextEncoder().encode(text),
    })) as { signature: Uint8Array }[]
    const signature = (output as { signature: Uint8Array }).signature
    expect(() =>
      verifySolanaSignature({ address: account.address, message: text, signature }),
    ).not.toThrow()
    expect(() =>
      verifySolanaSignature({ address: account.address, message: `${text}!`, signature }),
    ).toThrow(/not signed by its account/)
    expect(control.requests).toEqual(['standard:connect', 'solana:signMessage'])
  })

  it('signs a transaction: the fee payer’s signature verifies over the message bytes', async () => {
    const { account, features } = await connected()
    const [output] = (await features('solana:signTransaction', 'signTransaction', {
      account,
      transaction: await transferBytes(account.address),
      chain: SOLANA_DEV_CHAIN,
    })) as { signedTransaction: Uint8Array }[]
    const signed = getTransactionDecoder().decode(
      (output as { signedTransaction: Uint8Array }).signedTransaction,
    )
    const signature = signed.signatures[account.address as never]
    expect(signature).toBeTruthy()
    const key = await solanaTestKey(solanaTestSeed(0))
    expect(
      await verifySignature(key.keyPair.publicKey, signature as never, signed.messageBytes),
    ).toBe(true)
    expect([...getAddressEncoder().encode(account.address as never)]).toEqual([...key.publicKey])
  })

  it('refuses before signing: not connected, rejected by the user, an unknown commitment, bad bytes', async () => {
    const fresh = await createSolanaTestWallet({ rpcUrls: {} })
    const { account, features, control } = await connected()
    await expect(
      featuresOf(fresh)('solana:signMessage', 'signMessage', {
        account,
        message: new Uint8Array([1]),
      }),
    ).rejects.toThrow(/not connected/)
    control.rejectNext = 'solana:signMessage'
    await expect(
      features('solana:signMessage', 'signMessage', { account, message: new Uint8Array([1]) }),
    ).rejects.toThrow('User rejected the request.')
    await expect(
      features('solana:signAndSendTransaction', 'signAndSendTransaction', {
        account,
        transaction: await transferBytes(account.address),
        chain: SOLANA_DEV_CHAIN,
        options: { preflightCommitment: 'fastest' },
      }),
    ).rejects.toThrow(
      'Preflight commitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max, not fastest',
    )
    await expect(
      features('solana:signTransaction', 'signTransaction', {
        account,
        transaction: new Uint8Array([9, 9]),
      }),
    ).rejects.toThrow(/could not be read/)
  })
})
