// @vitest-environment node
import {
  associatedTokenAccount,
  type DevSvmServer,
  devSolanaSigner,
  randomSolanaAddress,
  startDevSvm,
} from '@foyer/devchain'
import { DEV_SOLANA_TOKEN, FoyerError } from '@foyer/protocol'
import {
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { getWallets } from '@wallet-standard/app'
import { formatUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devSolana } from '../../networks/devChains'
import type { Network } from '../../networks/network'
import { withRpcUrls } from '../../networks/withRpcUrls'
import { createSolanaAdapter, isSolanaAdapter } from './solanaAdapter'
import { solanaRpc } from './solanaRpc'
import { buildSolanaTransfer, confirmSolanaSignature } from './solanaTransfer'
import {
  associatedTokenAddress,
  compactU16,
  isOnCurve,
  TOKEN_PROGRAM,
} from './solanaTransferMessage'
import { signingSolanaWallet } from './testing/signingSolanaWallet'

let svm: DevSvmServer
let network: Network

beforeAll(async () => {
  svm = await startDevSvm({ port: 0 })
  network = withRpcUrls(devSolana, svm.rpcUrl)
})
afterAll(() => svm?.stop())

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const lamports = async (address: string) =>
  BigInt(
    (
      await solanaRpc<{ value: number }>(network, 'getBalance', [
        address,
        { commitment: 'confirmed' },
      ])
    ).value,
  )

async function tokens(owner: string): Promise<bigint | undefined> {
  const account = await associatedTokenAccount(owner)
  const { value } = await solanaRpc<{ value: { amount: string } | null }>(
    network,
    'getTokenAccountBalance',
    [account],
  ).catch(() => ({ value: null }))
  return value ? BigInt(value.amount) : undefined
}

async function connected(signer: KeyPairSigner, options?: { signOnly?: boolean }) {
  const { wallet, calls } = signingSolanaWallet(signer, network, options)
  const registry = getWallets()
  cleanups.push(registry.register(wallet))
  const adapter = createSolanaAdapter({ networks: [network], registry })
  cleanups.push(adapter.release)
  await adapter.connect(`wallet-standard:${wallet.name}`)
  return { adapter, calls }
}

describe('associatedTokenAddress', () => {
  it("is @solana-program/token's associated token account, for many owners", async () => {
    for (let i = 0; i < 20; i++) {
      const owner = (await generateKeyPairSigner()).address
      const [expected] = await findAssociatedTokenPda({
        owner,
        mint: DEV_SOLANA_TOKEN.mint as never,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      expect(await associatedTokenAddress(owner, DEV_SOLANA_TOKEN.mint, TOKEN_PROGRAM)).toBe(
        expected,
      )
    }
  })

  it('tells public keys (on the curve) from program addresses (off it)', async () => {
    const key = await generateKeyPairSigner()
    const { fromBase58 } = await import('./base58')
    expect(isOnCurve(fromBase58(key.address))).toBe(true)
    const ata = await associatedTokenAccount(key.address)
    expect(isOnCurve(fromBase58(ata))).toBe(false)
  })

  it('writes compact-u16 lengths as Solana does', () => {
    expect(compactU16(0)).toEqual([0])
    expect(compactU16(127)).toEqual([0x7f])
    expect(compactU16(128)).toEqual([0x80, 0x01])
    expect(compactU16(16384)).toEqual([0x80, 0x80, 0x01])
  })
})

describe('solana sendTransfer on the dev SVM', () => {
  it('sends SOL through signAndSendTransaction: the receiver gets the amount, the sender pays it and the fee', async () => {
    const sender = await devSolanaSigner(1)
    const { adapter, calls } = await connected(sender)
    expect(isSolanaAdapter(adapter)).toBe(true)
    const to = await randomSolanaAddress()
    const before = await lamports(sender.address)
    const amount = 1_500_000_000n
    const { fee } = await buildSolanaTransfer(network, sender.address, { to, amount })
    expect(fee).toBe(5000n)
    const signature = await adapter.sendTransfer({ to, amount })
    expect(await confirmSolanaSignature(network, signature, { timeoutMs: 10_000 })).toBe(
      'confirmed',
    )
    expect(calls).toEqual(['solana:signAndSendTransaction'])
    expect(await lamports(to)).toBe(amount)
    expect(await lamports(sender.address)).toBe(before - amount - (fee ?? 0n))
  })

  it("sends dev FUSD, creating the receiver's token account, then into the existing one", async () => {
    const sender = await devSolanaSigner(2)
    const { adapter } = await connected(sender)
    const to = await randomSolanaAddress()
    const held = (await tokens(sender.address)) ?? 0n
    const built = await buildSolanaTransfer(network, sender.address, {
      to,
      amount: 1n,
      token: DEV_SOLANA_TOKEN.mint,
    })
    expect(built.rent).toBeGreaterThan(0n)
    const solBefore = await lamports(sender.address)
    const first = await adapter.sendTransfer({
      to,
      amount: 12_345_678n,
      token: DEV_SOLANA_TOKEN.mint,
    })
    expect(await confirmSolanaSignature(network, first, { timeoutMs: 10_000 })).toBe('confirmed')
    expect(await tokens(to)).toBe(12_345_678n)
    expect(await tokens(sender.address)).toBe(held - 12_345_678n)
    // The sender paid the fee and the new account's rent.
    expect(await lamports(sender.address)).toBe(solBefore - (built.fee ?? 0n) - built.rent)

    const again = await buildSolanaTransfer(network, sender.address, {
      to,
      amount: 1n,
      token: DEV_SOLANA_TOKEN.mint,
    })
    expect(again.rent).toBe(0n)
    const second = await adapter.sendTransfer({ to, amount: 2n, token: DEV_SOLANA_TOKEN.mint })
    expect(await confirmSolanaSignature(network, second, { timeoutMs: 10_000 })).toBe('confirmed')
    expect(await tokens(to)).toBe(12_345_680n)
  })

  it('signs with signTransaction and sends through the node when the wallet cannot send', async () => {
    const sender = await devSolanaSigner(3)
    const { adapter, calls } = await connected(sender, { signOnly: true })
    const to = await randomSolanaAddress()
    const signature = await adapter.sendTransfer({ to, amount: 1_000_000_000n })
    expect(await confirmSolanaSignature(network, signature, { timeoutMs: 10_000 })).toBe(
      'confirmed',
    )
    expect(calls).toEqual(['solana:signTransaction'])
    expect(await lamports(to)).toBe(1_000_000_000n)
  })

  it('refuses a bad receiver, a zero amount or a mint that is no token, before any wallet call', async () => {
    const sender = await devSolanaSigner(4)
    const { adapter, calls } = await connected(sender)
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => 'sent',
        (error: unknown) => (error instanceof FoyerError ? error.code : String(error)),
      )
    expect(await code(adapter.sendTransfer({ to: '0x1234', amount: 1n }))).toBe('INVALID_RECEIVER')
    const to = await randomSolanaAddress()
    expect(await code(adapter.sendTransfer({ to, amount: 0n }))).toBe('INVALID_AMOUNT')
    expect(await code(adapter.sendTransfer({ to, amount: 1n, token: sender.address }))).toBe(
      'INVALID_METHOD_PARAMS',
    )
    expect(calls).toEqual([])
    expect(await lamports(to)).toBe(0n)
  })

  it('refuses SOL below the rent-exempt minimum to an address with no account yet, before any wallet call', async () => {
    const sender = await devSolanaSigner(0)
    const { adapter, calls } = await connected(sender)
    const minimum = BigInt(
      await solanaRpc<number>(network, 'getMinimumBalanceForRentExemption', [0]),
    )
    expect(minimum).toBeGreaterThan(1n)
    const to = await randomSolanaAddress()
    await expect(adapter.sendTransfer({ to, amount: minimum - 1n })).rejects.toMatchObject({
      code: 'AMOUNT_BELOW_RENT_MINIMUM',
      message: `The receiver has no account yet: send at least ${formatUnits(minimum, 9)} SOL to create it`,
    })
    expect(calls).toEqual([])
    expect(await lamports(to)).toBe(0n)
    // The minimum creates the account; any amount then goes to it.
    const sent = (amount: bigint) =>
      adapter
        .sendTransfer({ to, amount })
        .then((signature) => confirmSolanaSignature(network, signature, { timeoutMs: 10_000 }))
    expect(await sent(minimum)).toBe('confirmed')
    expect(await sent(1n)).toBe('confirmed')
    expect(await lamports(to)).toBe(minimum + 1n)
  })

  it('a transfer the node refuses rejects; one that landed with an error is failed; an unknown one times out', async () => {
    const sender = await devSolanaSigner(5)
    const { adapter } = await connected(sender)
    const to = await randomSolanaAddress()
    const tooMuch = { to, amount: 10n ** 15n, token: DEV_SOLANA_TOKEN.mint }
    // More FUSD than the account holds: the node's preflight refuses it.
    await expect(adapter.sendTransfer(tooMuch)).rejects.toThrow(/simulation failed/)
    // The same sent past the preflight lands, with the Token program's error.
    const { transaction } = await buildSolanaTransfer(network, sender.address, tooMuch)
    const signed = await partiallySignTransaction(
      [sender.keyPair],
      getTransactionDecoder().decode(transaction),
    )
    const signature = await solanaRpc<string>(network, 'sendTransaction', [
      Buffer.from(getTransactionEncoder().encode(signed)).toString('base64'),
      { encoding: 'base64', skipPreflight: true },
    ])
    expect(await confirmSolanaSignature(network, signature, { timeoutMs: 10_000 })).toBe('failed')
    const unknown = '1'.repeat(64)
    await expect(
      confirmSolanaSignature(network, unknown, { timeoutMs: 300, pollMs: 100 }),
    ).rejects.toMatchObject({ code: 'RECEIPT_UNAVAILABLE' })
  })
})
