// @vitest-environment node
import {
  associatedTokenAccount,
  type DevSvmServer,
  devSolanaSigner,
  randomSolanaAddress,
  sendDevSolanaToken,
  sendSol,
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
import {
  buildSolanaTransfer,
  composeSolanaTransfer,
  confirmSolanaSignature,
  maxSolanaTransfer,
  SOLANA_LAMPORTS_PER_SIGNATURE,
} from './solanaTransfer'
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

  it("refuses SOL the sender's own balance cannot carry (the amount, the fee, a remainder below its rent-exempt minimum), before any wallet call; nothing or the minimum may be left", async () => {
    const sender = await funded(10_000_000n)
    const { adapter, calls } = await connected(sender)
    const minimum = await emptyAccountMinimum()
    const fee = SOLANA_LAMPORTS_PER_SIGNATURE
    const to = await randomSolanaAddress()
    const held = await lamports(sender.address)
    expect(held).toBe(10_000_000n)
    const refused = (amount: bigint) =>
      adapter.sendTransfer({ to, amount }).then(
        () => 'sent',
        (error: unknown) => (error instanceof FoyerError ? error.message : String(error)),
      )
    const keep = `Keep at least ${formatUnits(minimum, 9)} SOL in the account for its rent`
    expect(await refused(held + 1n)).toBe('Insufficient balance')
    expect(await refused(held)).toBe('Insufficient balance to pay the network fee')
    expect(await refused(held - fee + 1n)).toBe('Insufficient balance to pay the network fee')
    expect(await refused(held - fee - 1n)).toBe(keep)
    expect(await refused(held - fee - minimum + 1n)).toBe(keep)
    expect(calls).toEqual([])
    // The node would refuse the same, as sent past the kit's check.
    await expect(sentPastCheck(sender, { to, amount: held - fee - 1n })).rejects.toThrow(
      /InsufficientFundsForRent/,
    )
    expect(await lamports(sender.address)).toBe(held)
    expect(await lamports(to)).toBe(0n)

    // The minimum left: the chain takes it. Then the fee alone would leave less: nothing more
    // can be sent.
    const sent = (from: typeof adapter, amount: bigint) =>
      from
        .sendTransfer({ to, amount })
        .then((signature) => confirmSolanaSignature(network, signature, { timeoutMs: 10_000 }))
    expect(await sent(adapter, held - fee - minimum)).toBe('confirmed')
    expect(await lamports(sender.address)).toBe(minimum)
    expect(await maxSolanaTransfer(network, sender.address, to)).toBe(0n)
    expect(await refused(1n)).toBe(keep)
    await expect(sentPastCheck(sender, { to, amount: 1n })).rejects.toThrow(
      /InsufficientFundsForRent/,
    )
    expect(calls).toEqual(['solana:signAndSendTransaction'])

    // Nothing left (the account closes): the most it can send is all it holds less the fee.
    const other = await funded(10_000_000n)
    const { adapter: otherAdapter } = await connected(other)
    const max = await maxSolanaTransfer(network, other.address, to)
    expect(max).toBe(10_000_000n - fee)
    expect(await sent(otherAdapter, max)).toBe('confirmed')
    expect(await lamports(other.address)).toBe(0n)
    expect(await lamports(to)).toBe(held - fee - minimum + max)
    // An empty account can send nothing: the most is 0.
    expect(await maxSolanaTransfer(network, other.address, to)).toBe(0n)
  })

  it("refuses a token send whose fee (and the receiver's new token account's rent) the sender's SOL cannot pay, before any wallet call", async () => {
    const fee = SOLANA_LAMPORTS_PER_SIGNATURE
    const minimum = await emptyAccountMinimum()
    const to = await randomSolanaAddress()
    const token = DEV_SOLANA_TOKEN.mint
    const probe = await buildSolanaTransfer(network, (await devSolanaSigner(6)).address, {
      to,
      amount: 1n,
      token,
    })
    const rent = probe.rent
    expect(rent).toBeGreaterThan(minimum)
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => 'sent',
        (error: unknown) => (error instanceof FoyerError ? error.code : String(error)),
      )

    // Enough SOL for the fee, not for the new token account's rent.
    const poor = await funded(rent, { fusd: 5_000_000n })
    const { adapter: poorAdapter, calls: poorCalls } = await connected(poor)
    expect(await code(poorAdapter.sendTransfer({ to, amount: 1_000_000n, token }))).toBe(
      'INSUFFICIENT_FEE_BALANCE',
    )
    // Enough for both, leaving less than the sender's own rent-exempt minimum.
    const short = await funded(fee + rent + minimum - 1n, { fusd: 5_000_000n })
    const { adapter: shortAdapter, calls: shortCalls } = await connected(short)
    expect(await code(shortAdapter.sendTransfer({ to, amount: 1_000_000n, token }))).toBe(
      'REMAINDER_BELOW_RENT_MINIMUM',
    )
    expect([...poorCalls, ...shortCalls]).toEqual([])
    // The node would refuse both: the System program's "insufficient funds" (custom error 1) as
    // the token account is created, and the sender left below its minimum.
    const request = { to, amount: 1_000_000n, token }
    await expect(sentPastCheck(poor, request)).rejects.toThrow(
      '{"InstructionError":[0,{"Custom":1}]}',
    )
    await expect(sentPastCheck(short, request)).rejects.toThrow(/InsufficientFundsForRent/)
    expect(await tokens(to)).toBeUndefined()
    expect(await lamports(poor.address)).toBe(rent)

    // Into a token account that exists, the fee alone: the poorer sender can pay it.
    await sendDevSolanaToken(svm.rpcUrl, await devSolanaSigner(6), to, 1n)
    const signature = await poorAdapter.sendTransfer({ to, amount: 1_000_000n, token })
    expect(await confirmSolanaSignature(network, signature, { timeoutMs: 10_000 })).toBe(
      'confirmed',
    )
    expect(await tokens(to)).toBe(1_000_001n)
    expect(await lamports(poor.address)).toBe(rent - fee)
  })
})

/** The rent-exempt minimum of an account with no data, as the dev SVM says. */
async function emptyAccountMinimum(): Promise<bigint> {
  return BigInt(await solanaRpc<number>(network, 'getMinimumBalanceForRentExemption', [0]))
}

/**
 * A new key pair holding exactly `sol` lamports (and `fusd` dev FUSD when given), paid by dev
 * account 7: a sender whose balance the test chooses.
 */
async function funded(sol: bigint, { fusd }: { fusd?: bigint } = {}): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  const bank = await devSolanaSigner(7)
  await sendSol(svm.rpcUrl, bank, signer.address, sol)
  if (fusd) await sendDevSolanaToken(svm.rpcUrl, bank, signer.address, fusd)
  return signer
}

/**
 * Builds the transfer without the sender's check, signs it with `signer` and sends it to the
 * node with its preflight: what the node says of a transfer the kit would not hand a wallet.
 */
async function sentPastCheck(
  signer: KeyPairSigner,
  request: Parameters<typeof composeSolanaTransfer>[2],
): Promise<string> {
  const { transaction } = await composeSolanaTransfer(network, signer.address, request)
  const signed = await partiallySignTransaction(
    [signer.keyPair],
    getTransactionDecoder().decode(transaction),
  )
  return solanaRpc<string>(network, 'sendTransaction', [
    Buffer.from(getTransactionEncoder().encode(signed)).toString('base64'),
    { encoding: 'base64', preflightCommitment: 'confirmed' },
  ])
}
