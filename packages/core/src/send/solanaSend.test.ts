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
import {
  type Balance,
  DEV_SOLANA_TOKEN,
  formatErrorMessage,
  SOLANA_DEV_CHAIN,
} from '@foyer/protocol'
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import type { Config } from '@wagmi/core'
import { getWallets } from '@wallet-standard/app'
import { formatUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { readDataTarget } from '../account/accountTarget'
import { createPendingTransactions } from '../account/createPendingTransactions'
import { createLogger, type Logger } from '../logger/createLogger'
import { createModal } from '../modal/createModal'
import { createSolanaAdapter } from '../namespaces/solana/solanaAdapter'
import { solanaRpc } from '../namespaces/solana/solanaRpc'
import { buildSolanaTransfer } from '../namespaces/solana/solanaTransfer'
import { signingSolanaWallet } from '../namespaces/solana/testing/signingSolanaWallet'
import { devSolana } from '../networks/devChains'
import type { Network } from '../networks/network'
import { withRpcUrls } from '../networks/withRpcUrls'
import { createRouter } from '../router/createRouter'
import { createSendFlow } from './createSendFlow'
import { estimateSolanaSend } from './solanaSend'

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

async function tokens(owner: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: { amount: string } }>(
    network,
    'getTokenAccountBalance',
    [await associatedTokenAccount(owner)],
  )
  return BigInt(value.amount)
}

/** The balances the chain data API lists for a dev account (SOL, then dev FUSD). */
function balances(sol: string, fusd: string): { sol: Balance; fusd: Balance } {
  return {
    sol: {
      name: 'Solana',
      symbol: 'SOL',
      chainId: SOLANA_DEV_CHAIN,
      value: 0,
      price: 150,
      quantity: { decimals: '9', numeric: sol },
      iconUrl: '',
    },
    fusd: {
      name: DEV_SOLANA_TOKEN.name,
      symbol: DEV_SOLANA_TOKEN.symbol,
      chainId: SOLANA_DEV_CHAIN,
      address: `${SOLANA_DEV_CHAIN}:${DEV_SOLANA_TOKEN.mint}`,
      value: 0,
      price: 1,
      quantity: { decimals: '6', numeric: fusd },
      iconUrl: '',
    },
  }
}

/** A send flow for `signer`'s account, connected through the solana adapter to the dev SVM. */
async function solanaFlow(
  signer: KeyPairSigner,
  options?: { rejectWith?: unknown; logger?: Logger },
) {
  const { wallet, calls } = signingSolanaWallet(signer, network, options)
  const registry = getWallets()
  cleanups.push(registry.register(wallet))
  const adapter = createSolanaAdapter({ networks: [network], registry })
  cleanups.push(adapter.release)
  await adapter.connect(`wallet-standard:${wallet.name}`)
  const modal = createModal()
  const router = createRouter({ isConnected: () => true, onClose: modal.close })
  router.reset('Account')
  let settled = 0
  const send = createSendFlow({
    // The Solana branch never reads wagmi's config.
    config: undefined as unknown as Config,
    target: () => readDataTarget(adapter.account.get(), adapter.network.get()),
    solana: () => adapter,
    nativePrice: () => 150,
    pending: createPendingTransactions(),
    router,
    modal,
    logger: options?.logger ?? createLogger({ level: 'silent' }),
    onSettled: () => settled++,
    receiptTimeoutMs: 10_000,
  })
  send.open()
  return { send, router, calls, settled: () => settled }
}

const message = (send: { get(): { error?: { code: string } } }) => {
  const error = send.get().error
  return error && formatErrorMessage(error.code as never)
}

/** The flow's error in English words, its params filled in. */
const said = (send: {
  get(): { error?: { code: string; params?: Readonly<Record<string, string | number>> } }
}) => {
  const error = send.get().error
  return error && formatErrorMessage(error.code as never, error.params)
}

/**
 * A new key pair holding exactly `sol` lamports (and `fusd` dev FUSD when given), paid by dev
 * account 3: a sender whose balance the test chooses.
 */
async function funded(sol: bigint, { fusd }: { fusd?: bigint } = {}): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  const bank = await devSolanaSigner(3)
  await sendSol(svm.rpcUrl, bank, signer.address, sol)
  if (fusd) await sendDevSolanaToken(svm.rpcUrl, bank, signer.address, fusd)
  return signer
}

describe('estimateSolanaSend', () => {
  it('keeps a fee the node cannot price unknown (null), never 0', async () => {
    // A clock that, once the chain is seeded, leaps a day at each read: every blockhash has
    // expired by the next request, so the node prices the message at null (as a node does for
    // a blockhash it no longer knows).
    let leap: number | undefined
    const clock = () => {
      if (leap === undefined) return Date.now()
      leap += 86_400_000
      return Date.now() + leap
    }
    const leaping = await startDevSvm({ port: 0, now: clock })
    leap = 0
    try {
      const stale = withRpcUrls(devSolana, leaping.rpcUrl)
      const signer = await devSolanaSigner(1)
      const request = { to: await randomSolanaAddress(), amount: 1_000_000_000n }
      expect((await buildSolanaTransfer(stale, signer.address, request)).fee).toBeNull()
      expect(await estimateSolanaSend(stale, signer.address, request)).toEqual({ fee: null })
      // The same on a node that knows its blockhash: priced.
      expect((await estimateSolanaSend(network, signer.address, request)).fee?.fee).toBe(5000n)
    } finally {
      await leaping.stop()
    }
  })
})

describe('the send flow on a Solana account', () => {
  it('sends SOL: preview with the network fee, the wallet sends, confirmed by its status', async () => {
    const signer = await devSolanaSigner(6)
    const { send, router, calls, settled } = await solanaFlow(signer)
    const to = await randomSolanaAddress()
    const before = await lamports(signer.address)
    send.chooseToken(balances('1000', '10000').sol)
    send.setAmount('1.25')
    send.setReceiver(` ${to} `)
    await send.review()
    expect(router.get().view).toBe('WalletSendPreview')
    expect(send.get()).toMatchObject({ step: 'preview', error: undefined })
    expect(send.get().fee?.total).toBe(5000n)
    expect(send.get().feeValue).toBeCloseTo(5000e-9 * 150, 12)
    await send.confirm()
    expect(send.get()).toMatchObject({ step: 'confirmed', error: undefined })
    // The dev network has no block explorer: no link, as on the EVM dev chains.
    expect(send.get().explorerUrl).toBeUndefined()
    expect(send.get().hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(calls).toEqual(['solana:signAndSendTransaction'])
    expect(settled()).toBe(1)
    expect(await lamports(to)).toBe(1_250_000_000n)
    expect(await lamports(signer.address)).toBe(before - 1_250_000_000n - 5000n)
  })

  it("sends dev FUSD to a new account: the fee counts its token account's rent", async () => {
    const signer = await devSolanaSigner(7)
    const { send } = await solanaFlow(signer)
    const to = await randomSolanaAddress()
    const held = await tokens(signer.address)
    const solBefore = await lamports(signer.address)
    send.chooseToken(balances('1000', '10000').fusd)
    send.setAmount('42.5')
    send.setReceiver(to)
    await send.review()
    const fee = send.get().fee
    expect(fee?.total).toBeGreaterThan(5000n)
    await send.confirm()
    expect(send.get().step).toBe('confirmed')
    expect(await tokens(to)).toBe(42_500_000n)
    expect(await tokens(signer.address)).toBe(held - 42_500_000n)
    expect(await lamports(signer.address)).toBe(solBefore - (fee?.total ?? 0n))
  })

  it("refuses a draft with no amount, no receiver, no token, a receiver that is not a Solana address, or more than held, in the product's words; nothing is sent", async () => {
    const signer = await devSolanaSigner(8)
    const { send, router, calls } = await solanaFlow(signer)
    const to = await randomSolanaAddress()
    const { sol } = balances('1000', '10000')
    const attempt = async (change: () => void) => {
      send.reset()
      change()
      await send.review()
      expect(send.get().step).toBe('form')
      expect(router.get().view).toBe('WalletSend')
      return message(send)
    }
    expect(
      await attempt(() => {
        send.chooseToken(sol)
        send.setReceiver(to)
      }),
    ).toBe('An amount and receiver address are required')
    expect(
      await attempt(() => {
        send.chooseToken(sol)
        send.setAmount('1')
      }),
    ).toBe('An amount and receiver address are required')
    expect(
      await attempt(() => {
        send.setAmount('1')
        send.setReceiver(to)
      }),
    ).toBe('A token is required')
    expect(
      await attempt(() => {
        send.chooseToken(sol)
        send.setAmount('1')
        send.setReceiver('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
      }),
    ).toBe('The receiver is not a valid address')
    expect(
      await attempt(() => {
        send.chooseToken(sol)
        send.setAmount('1000.5')
        send.setReceiver(to)
      }),
    ).toBe('Insufficient balance')
    await send.confirm()
    expect(calls).toEqual([])
    expect(await lamports(to)).toBe(0n)
  })

  it('the whole SOL balance with its fee is refused at the preview, the fee shown; Max leaves the fee', async () => {
    const signer = await devSolanaSigner(8)
    const { send, calls } = await solanaFlow(signer)
    const held = await lamports(signer.address)
    const whole = formatUnits(held, 9)
    send.chooseToken(balances(whole, '10000').sol)
    send.setAmount(whole)
    send.setReceiver(await randomSolanaAddress())
    await send.review()
    expect(send.get().step).toBe('preview')
    expect(send.get().fee?.total).toBe(5000n)
    expect(message(send)).toBe('Insufficient balance to pay the network fee')
    await send.confirm()
    expect(send.get().step).toBe('preview')
    expect(message(send)).toBe('Insufficient balance to pay the network fee')
    expect(calls).toEqual([])
    await send.setMax()
    expect(send.get().amount).toBe(formatUnits(held - 5000n, 9))
    expect(await lamports(signer.address)).toBe(held)
  })

  it('SOL that would leave the sender less than its rent-exempt minimum (but not nothing) is refused at the preview, in words; the wallet is never asked; nothing moves', async () => {
    const signer = await devSolanaSigner(4)
    const { send, router, calls } = await solanaFlow(signer)
    const to = await randomSolanaAddress()
    const held = await lamports(signer.address)
    const minimum = await solanaRpc<number>(network, 'getMinimumBalanceForRentExemption', [0])
    const words = `Keep at least ${formatUnits(BigInt(minimum), 9)} SOL in the account for its rent`
    send.chooseToken(balances(formatUnits(held, 9), '10000').sol)
    // All but a thousand lamports beside the fee.
    send.setAmount(formatUnits(held - 5000n - 1000n, 9))
    send.setReceiver(to)
    await send.review()
    expect(router.get().view).toBe('WalletSendPreview')
    expect(send.get().step).toBe('preview')
    expect(send.get().fee?.total).toBe(5000n)
    expect(said(send)).toBe(words)
    await send.confirm()
    expect(send.get().step).toBe('preview')
    expect(said(send)).toBe(words)
    expect(calls).toEqual([])
    expect(await lamports(signer.address)).toBe(held)
    expect(await lamports(to)).toBe(0n)
  })

  it('Max of SOL sends all the account holds less the fee: the account closes', async () => {
    const signer = await funded(25_000_000n)
    const { send, calls } = await solanaFlow(signer)
    const to = await randomSolanaAddress()
    send.chooseToken(balances('0.025', '0').sol)
    send.setReceiver(to)
    await send.setMax()
    expect(send.get().amount).toBe('0.024995')
    await send.review()
    expect(send.get()).toMatchObject({ step: 'preview', error: undefined })
    await send.confirm()
    expect(send.get().step).toBe('confirmed')
    expect(calls).toEqual(['solana:signAndSendTransaction'])
    expect(await lamports(signer.address)).toBe(0n)
    expect(await lamports(to)).toBe(24_995_000n)
  })

  it('Max of SOL is 0 when the fee alone would leave the account below its rent-exempt minimum', async () => {
    const minimum = BigInt(
      await solanaRpc<number>(network, 'getMinimumBalanceForRentExemption', [0]),
    )
    const signer = await funded(minimum + 4999n)
    const { send } = await solanaFlow(signer)
    send.chooseToken(balances(formatUnits(minimum + 4999n, 9), '0').sol)
    await send.setMax()
    expect(send.get().amount).toBe('0')
  })

  it("a token send whose fee and the receiver's new token account's rent the sender's SOL cannot pay is refused at the preview; nothing is sent", async () => {
    const signer = await funded(1_000_000n, { fusd: 5_000_000n })
    const { send, calls } = await solanaFlow(signer)
    const to = await randomSolanaAddress()
    send.chooseToken(balances('0.001', '5').fusd)
    send.setAmount('1')
    send.setReceiver(to)
    await send.review()
    expect(send.get().step).toBe('preview')
    expect(send.get().fee?.total).toBeGreaterThan(1_000_000n)
    expect(message(send)).toBe('Insufficient balance to pay the network fee')
    await send.confirm()
    expect(message(send)).toBe('Insufficient balance to pay the network fee')
    expect(calls).toEqual([])
    expect(await tokens(signer.address)).toBe(5_000_000n)
    expect(await lamports(signer.address)).toBe(1_000_000n)
  })

  it('SOL below the rent-exempt minimum to an address with no account yet is refused at the preview, in words; nothing is sent', async () => {
    const signer = await devSolanaSigner(5)
    const { send, calls } = await solanaFlow(signer)
    const to = await randomSolanaAddress()
    const minimum = await solanaRpc<number>(network, 'getMinimumBalanceForRentExemption', [0])
    const words = `The receiver has no account yet: send at least ${minimum / 1e9} SOL to create it`
    send.chooseToken(balances('1000', '10000').sol)
    send.setAmount('0.0000001')
    send.setReceiver(to)
    await send.review()
    expect(send.get().step).toBe('preview')
    expect(said(send)).toBe(words)
    await send.confirm()
    expect(send.get().step).toBe('preview')
    expect(said(send)).toBe(words)
    expect(calls).toEqual([])
    expect(await lamports(to)).toBe(0n)
  })

  it("a wallet's refusal (4001) is 'Transaction rejected', back on the preview", async () => {
    const signer = await devSolanaSigner(9)
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const logger = createLogger({ level: 'silent' })
    const errors = vi.spyOn(logger, 'error')
    const { send, calls } = await solanaFlow(signer, { rejectWith: refusal, logger })
    send.chooseToken(balances('1000', '10000').sol)
    send.setAmount('1')
    send.setReceiver(await randomSolanaAddress())
    await send.review()
    await send.confirm()
    expect(calls).toEqual(['solana:signAndSendTransaction'])
    expect(send.get().step).toBe('preview')
    expect(message(send)).toBe('Transaction rejected')
    // The visitor's choice, not the kit's failure: no error logged (none reported to analytics).
    expect(errors).not.toHaveBeenCalled()
  })
})
