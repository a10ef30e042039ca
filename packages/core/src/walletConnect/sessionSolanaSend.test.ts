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

/** The wallet at the other end of the session: signs with dev account 5, sends to the dev SVM. */
async function walletSide(chainId: string, method: string, params: unknown) {
  expect(chainId).toBe(SOLANA_DEV_CHAIN)
  const { transaction } = params as { transaction: string }
  const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
  const signed = await signTransaction([signer.keyPair], decoded)
  const wire = getBase64Decoder().decode(getTransactionEncoder().encode(signed))
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
  function wallet(): Wallet {
    const built = sessionSolanaWallet(
      [{ chainId: SOLANA_DEV_CHAIN, address: signer.address }],
      walletSide,
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
})
