import {
  DEV_SOLANA_ADDRESSES,
  type DevSvmServer,
  devSolanaSigner,
  startDevSvm,
} from '@foyer/devchain'
import { BITCOIN_MAINNET_CHAIN, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { hexToBytes } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyBitcoinSignature } from '../../../../packages/server/src/siwx/verifyBitcoinSignature'
import { testBitcoinKey } from '../bitcoin/bitcoinKey'
import { devSolanaKey } from '../solana/solanaKey'
import { handleRequest, refusedBeforeApproval } from './handleRequest'
import type { OtherNamespaces } from './otherNamespaceRequest'

let svm: DevSvmServer
let others: OtherNamespaces
beforeAll(async () => {
  svm = await startDevSvm({ port: 0 })
  others = {
    solana: {
      key: devSolanaKey(),
      chains: [{ caipId: SOLANA_DEV_CHAIN, name: 'Foyer dev SVM', rpcUrl: svm.rpcUrl }],
    },
    bitcoin: { key: testBitcoinKey() },
  }
})
afterAll(() => svm?.stop())

const context = () => ({
  accounts: [],
  activeAccount: undefined as never,
  chains: [],
  switchChain: async () => {},
  others,
})
const request = (chainId: string, method: string, params: unknown) =>
  handleRequest({ chainId, method, params }, context())

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(svm.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/** A SOL transfer from the wallet's dev account (wire form), unsigned. */
async function transfer(lamports: bigint, to = DEV_SOLANA_ADDRESSES[9], version: 0 | 'legacy' = 0) {
  const payer = createNoopSigner(address(devSolanaKey().address))
  const { value } = (await rpc('getLatestBlockhash', [])) as {
    value: { blockhash: string; lastValidBlockHeight: number }
  }
  const message = pipe(
    createTransactionMessage({ version }),
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
        getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports }),
        m,
      ),
  )
  return getTransactionEncoder().encode(compileTransaction(message)) as Uint8Array
}

describe('the Solana account', () => {
  it("is the dev SVM's funded account 6", async () => {
    expect(devSolanaKey().address).toBe(DEV_SOLANA_ADDRESSES[6])
    expect(devSolanaKey().address).toBe((await devSolanaSigner(6)).address)
  })

  it('signs a message (ed25519, base58 in and out)', async () => {
    const message = new TextEncoder().encode('Hello Solana')
    const outcome = await request(SOLANA_DEV_CHAIN, 'solana_signMessage', {
      message: base58.encode(message),
      pubkey: devSolanaKey().address,
    })
    expect(outcome.ok).toBe(true)
    const { signature } = (outcome as { result: { signature: string } }).result
    expect(ed25519.verify(base58.decode(signature), message, devSolanaKey().publicKey)).toBe(true)
  })

  it('refuses a message for another account, and a chain it does not know', async () => {
    const other = await request(SOLANA_DEV_CHAIN, 'solana_signMessage', {
      message: base58.encode(new Uint8Array([1])),
      pubkey: DEV_SOLANA_ADDRESSES[0],
    })
    expect(other).toMatchObject({ ok: false, error: { code: 4100 } })
    const chain = await request('solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkCSP', 'solana_signMessage', {
      message: base58.encode(new Uint8Array([1])),
    })
    expect(chain).toMatchObject({ ok: false, error: { code: 4902 } })
  })

  it('refuses a transaction passed as a message, before the approval card (no blind signing)', async () => {
    for (const version of [0, 'legacy'] as const) {
      const wire = await transfer(1_000_000n, DEV_SOLANA_ADDRESSES[9], version)
      const params = { message: base58.encode(wire.slice(65)), pubkey: devSolanaKey().address }
      const signMessage = { chainId: SOLANA_DEV_CHAIN, method: 'solana_signMessage', params }
      const refusal = {
        ok: false,
        error: { code: -32602, message: expect.stringMatching(/transaction/) },
      }
      expect(refusedBeforeApproval(signMessage)).toMatchObject(refusal)
      expect(await request(SOLANA_DEV_CHAIN, 'solana_signMessage', params)).toMatchObject(refusal)
    }
    // A message is still asked about (and signed once approved).
    const text = { message: base58.encode(new TextEncoder().encode('Hello Solana')) }
    expect(
      refusedBeforeApproval({
        chainId: SOLANA_DEV_CHAIN,
        method: 'solana_signMessage',
        params: text,
      }),
    ).toBeUndefined()
    expect(await request(SOLANA_DEV_CHAIN, 'solana_signMessage', text)).toMatchObject({ ok: true })
  })

  it('signs and sends a transfer on the dev SVM', async () => {
    const before = (await rpc('getBalance', [DEV_SOLANA_ADDRESSES[9]])) as { value: number }
    const outcome = await request(SOLANA_DEV_CHAIN, 'solana_signAndSendTransaction', {
      transaction: base64.encode(await transfer(1_234n)),
    })
    expect(outcome.ok).toBe(true)
    const after = (await rpc('getBalance', [DEV_SOLANA_ADDRESSES[9]])) as { value: number }
    expect(after.value - before.value).toBe(1_234)
  })

  it('signs a transaction without sending it; refuses one it is no signer of', async () => {
    const wire = await transfer(5n)
    const outcome = await request(SOLANA_DEV_CHAIN, 'solana_signTransaction', {
      transaction: base64.encode(wire),
    })
    const { signature, transaction } = (
      outcome as { result: { signature: string; transaction: string } }
    ).result
    const signed = base64.decode(transaction)
    expect(signed.slice(1, 65)).toEqual(base58.decode(signature))
    expect(ed25519.verify(base58.decode(signature), wire.slice(65), devSolanaKey().publicKey)).toBe(
      true,
    )
    const foreign = new Uint8Array(wire)
    foreign.set(new Uint8Array(32).fill(3), 65 + 4) // another fee payer
    const refused = await request(SOLANA_DEV_CHAIN, 'solana_signTransaction', {
      transaction: base64.encode(foreign),
    })
    expect(refused).toMatchObject({ ok: false, error: { code: -32602 } })
  })
})

describe('the Bitcoin account', () => {
  const key = testBitcoinKey()

  it('signs a message BIP-322, hex as WalletConnect carries it', async () => {
    const outcome = await request(key.chainId, 'signMessage', {
      account: key.address,
      address: key.address,
      message: 'Sign in to Foyer',
      protocol: 'bip322',
    })
    const { signature } = (outcome as { result: { signature: string } }).result
    expect(() =>
      verifyBitcoinSignature({
        address: key.address,
        message: 'Sign in to Foyer',
        signature: hexToBytes(`0x${signature}`),
      }),
    ).not.toThrow()
    expect(() =>
      verifyBitcoinSignature({
        address: key.address,
        message: 'Another message',
        signature: hexToBytes(`0x${signature}`),
      }),
    ).toThrow()
  })

  it('signs the PSBT inputs named for its address, and refuses a malformed PSBT or a broadcast', async () => {
    const tx = new Transaction()
    tx.addInput({
      txid: new Uint8Array(32).fill(1),
      index: 0,
      witnessUtxo: { script: key.script, amount: 10_000n },
    })
    tx.addOutputAddress(p2wpkh(key.publicKey, TEST_NETWORK).address as string, 9_000n, TEST_NETWORK)
    const outcome = await request(key.chainId, 'signPsbt', {
      account: key.address,
      psbt: base64.encode(tx.toPSBT()),
      signInputs: [{ address: key.address, index: 0 }],
      broadcast: false,
    })
    const { psbt } = (outcome as { result: { psbt: string } }).result
    const signed = Transaction.fromPSBT(base64.decode(psbt))
    expect(signed.getInput(0).partialSig?.length).toBe(1)
    expect(
      await request(key.chainId, 'signPsbt', {
        account: key.address,
        psbt: 'not a psbt',
        signInputs: [],
      }),
    ).toMatchObject({ ok: false, error: { code: -32602 } })
    expect(
      await request(key.chainId, 'signPsbt', {
        psbt: base64.encode(tx.toPSBT()),
        signInputs: [{ address: key.address, index: 0 }],
        broadcast: true,
      }),
    ).toMatchObject({ ok: false, error: { code: -32602 } })
  })

  it('gives its payment address; refuses Bitcoin mainnet', async () => {
    const outcome = await request(key.chainId, 'getAccountAddresses', { account: key.address })
    expect(outcome).toMatchObject({
      ok: true,
      result: [{ address: key.address, intention: 'payment' }],
    })
    expect(await request(BITCOIN_MAINNET_CHAIN, 'signMessage', { message: 'x' })).toMatchObject({
      ok: false,
      error: { code: 4902 },
    })
  })
})
