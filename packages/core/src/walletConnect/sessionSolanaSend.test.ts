// @vitest-environment node
import {
  DEV_SOLANA_ADDRESSES,
  type DevSvmServer,
  devSolanaSigner,
  startDevSvm,
} from '@foyer/devchain'
import { SOLANA_DEV_CHAIN } from '@foyer/protocol'
import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { base58 } from '../namespaces/solana/base58'
import { sessionSolanaWallet } from './sessionSolanaWallet'

let svm: DevSvmServer
let signer: KeyPairSigner
beforeAll(async () => {
  svm = await startDevSvm({ port: 0 })
  signer = await devSolanaSigner(5)
})
afterAll(() => svm?.stop())

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(svm.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** A base64 transaction signed by dev account 5, base64 again. */
async function signed(transaction: string): Promise<string> {
  const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
  const signedTransaction = await signTransaction([signer.keyPair], decoded)
  return getBase64Decoder().decode(getTransactionEncoder().encode(signedTransaction))
}

/** The methods the wallet was asked, in order. */
const asked: string[] = []

/** The wallet at the other end of the session: signs with dev account 5, sends to the dev SVM. */
async function walletSide(chainId: string, method: string, params: unknown) {
  expect(chainId).toBe(SOLANA_DEV_CHAIN)
  asked.push(method)
  if (method === 'solana_signAllTransactions') {
    const { transactions } = params as { transactions: string[] }
    return { transactions: await Promise.all(transactions.map(signed)) }
  }
  const wire = await signed((params as { transaction: string }).transaction)
  if (method === 'solana_signTransaction') return { transaction: wire }
  const sent = await rpc<string>('sendTransaction', [wire, { encoding: 'base64' }])
  return { signature: sent }
}

async function transfer(lamports: bigint): Promise<Uint8Array> {
  const payer = createNoopSigner(signer.address)
  const { value } = await rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
    'getLatestBlockhash',
    [],
  )
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: value.blockhash as Blockhash,
          lastValidBlockHeight: BigInt(value.lastValidBlockHeight),
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: payer,
          destination: address(DEV_SOLANA_ADDRESSES[9]),
          amount: lamports,
        }),
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

const balance = async () =>
  BigInt((await rpc<{ value: number }>('getBalance', [DEV_SOLANA_ADDRESSES[9]])).value)

describe("the session's Solana wallet on the dev SVM", () => {
  function wallet(methods: readonly string[] = []): Wallet {
    const built = sessionSolanaWallet(
      [{ chainId: SOLANA_DEV_CHAIN, address: signer.address }],
      walletSide,
      new Set(methods),
    )
    if (!built) throw new Error('no wallet')
    return built
  }

  it('signs and sends a SOL transfer through solana_signAndSendTransaction', async () => {
    const session = wallet()
    const [account] = session.accounts
    const before = await balance()
    const feature = (session.features as SolanaSignAndSendTransactionFeature)[
      SolanaSignAndSendTransaction
    ]
    const [output] = await feature.signAndSendTransaction({
      account: account as NonNullable<typeof account>,
      chain: 'solana:localnet',
      transaction: await transfer(4_321n),
      options: { preflightCommitment: 'confirmed' },
    })
    expect(output?.signature).toHaveLength(64)
    expect((await balance()) - before).toBe(4_321n)
    const statuses = await rpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [
      [base58(output?.signature ?? new Uint8Array())],
    ])
    expect(statuses.value[0]?.err).toBeNull()
  })

  it('gives the signed transaction of solana_signTransaction, which the node takes', async () => {
    const session = wallet()
    const [account] = session.accounts
    const feature = (session.features as SolanaSignTransactionFeature)[SolanaSignTransaction]
    const [output] = await feature.signTransaction({
      account: account as NonNullable<typeof account>,
      chain: 'solana:localnet',
      transaction: await transfer(7n),
    })
    const before = await balance()
    const wire = getBase64Decoder().decode(output?.signedTransaction ?? new Uint8Array())
    await rpc('sendTransaction', [wire, { encoding: 'base64' }])
    expect((await balance()) - before).toBe(7n)
  })

  it.each([
    [
      'one solana_signAllTransactions where the session has it',
      ['solana_signAllTransactions'],
      11n,
    ],
    ['one solana_signTransaction each where it does not', [], 17n],
  ])('signs several transactions: %s; the node takes them all', async (_, methods, lamports) => {
    const session = wallet(methods)
    const account = session.accounts[0] as NonNullable<(typeof session.accounts)[0]>
    const feature = (session.features as SolanaSignTransactionFeature)[SolanaSignTransaction]
    asked.length = 0
    const outputs = await feature.signTransaction(
      // Amounts of their own: a transaction seen before would not land again.
      { account, chain: 'solana:localnet', transaction: await transfer(lamports) },
      { account, chain: 'solana:localnet', transaction: await transfer(lamports + 2n) },
    )
    expect(asked).toEqual(
      methods.length > 0
        ? ['solana_signAllTransactions']
        : ['solana_signTransaction', 'solana_signTransaction'],
    )
    const before = await balance()
    for (const output of outputs) {
      const wire = getBase64Decoder().decode(output.signedTransaction)
      await rpc('sendTransaction', [wire, { encoding: 'base64' }])
    }
    expect((await balance()) - before).toBe(2n * lamports + 2n)
  })

  it('refuses a solana_signAllTransactions answer with too few transactions (RPC_BAD_ANSWER)', async () => {
    const built = sessionSolanaWallet(
      [{ chainId: SOLANA_DEV_CHAIN, address: signer.address }],
      async () => ({ transactions: ['AA=='] }),
      new Set(['solana_signAllTransactions']),
    ) as Wallet
    const account = built.accounts[0] as NonNullable<(typeof built.accounts)[0]>
    const feature = (built.features as SolanaSignTransactionFeature)[SolanaSignTransaction]
    await expect(
      feature.signTransaction(
        { account, chain: 'solana:localnet', transaction: await transfer(1n) },
        { account, chain: 'solana:localnet', transaction: await transfer(2n) },
      ),
    ).rejects.toMatchObject({ code: 'RPC_BAD_ANSWER' })
  })
})
