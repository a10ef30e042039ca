import { DEV_SOLANA_GENESIS_HASH } from '@foyer/protocol'
import {
  type Address,
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionEncoder,
  type KeyPairSigner,
  lamports,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_SOLANA_ADDRESSES, devSolanaSigner } from './devSolanaKeys'
import { DEV_SOLANA_BALANCE, DEV_SOLANA_TOKEN, DEV_SOLANA_TOKEN_BALANCE } from './devSolanaToken'
import { LAMPORTS_PER_SIGNATURE, MAX_BLOCKHASH_AGE, SLOT_MS } from './devSvm'
import { signedTransaction } from './signedTransaction'
import { type DevSvmServer, startDevSvm } from './startDevSvm'

let server: DevSvmServer
let rpc: Rpc<SolanaRpcApi>
/** The dev SVM's clock: tests move it. */
let clock = 1_700_000_000_000
let sender: KeyPairSigner

beforeAll(async () => {
  server = await startDevSvm({ port: 0, now: () => clock })
  rpc = createSolanaRpc(server.rpcUrl)
  sender = await devSolanaSigner(1)
})
afterAll(() => server.stop())

/** A raw JSON-RPC call (for what kit's client would refuse to send), its parsed answer. */
async function raw(body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(server.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text === '' ? undefined : JSON.parse(text) }
}
async function call(method: string, params?: unknown) {
  return (await raw({ jsonrpc: '2.0', id: 1, method, params })).json as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
}

const lifetime = async () => (await rpc.getLatestBlockhash().send()).value
const sign = async (from: KeyPairSigner, instructions: Parameters<typeof signedTransaction>[1]) => {
  const { blockhash, lastValidBlockHeight } = await lifetime()
  return signedTransaction(from, instructions, {
    blockhash,
    lastValidBlockHeight: Number(lastValidBlockHeight),
  })
}
const transfer = async (from: KeyPairSigner, to: Address, amount: bigint) =>
  sign(from, [getTransferSolInstruction({ source: from, destination: to, amount })])
const send = (transaction: Transaction, config: Record<string, unknown> = {}) =>
  rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      ...config,
    })
    .send()
const balance = async (of: Address) => (await rpc.getBalance(of).send()).value
const ata = async (owner: Address) =>
  (
    await findAssociatedTokenPda({
      owner,
      mint: address(DEV_SOLANA_TOKEN.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
  )[0]

describe('the dev SVM over JSON-RPC', () => {
  it('answers who it is', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(DEV_SOLANA_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect((await rpc.getVersion().send())['solana-core']).toBe('3.0.0')
    const health = await fetch(`${server.rpcUrl}/health`)
    expect(await health.text()).toBe('ok')
  })

  it('moves its slot and blockhash with the clock; a blockhash expires after 150 slots', async () => {
    const slot = await rpc.getSlot().send()
    const first = await lifetime()
    expect(first.lastValidBlockHeight).toBe(slot + BigInt(MAX_BLOCKHASH_AGE))
    clock += SLOT_MS * 3
    expect(await rpc.getSlot().send()).toBe(slot + 3n)
    expect(await rpc.getBlockHeight().send()).toBe(slot + 3n)
    const second = await lifetime()
    expect(second.blockhash).not.toBe(first.blockhash)
    expect((await rpc.isBlockhashValid(first.blockhash).send()).value).toBe(true)
    const stale = await transfer(sender, DEV_SOLANA_ADDRESSES[2] as Address, 1n)
    clock += SLOT_MS * (MAX_BLOCKHASH_AGE + 1)
    expect((await rpc.isBlockhashValid(first.blockhash).send()).value).toBe(false)
    const refused = await call('sendTransaction', [
      getBase64EncodedWireTransaction(stale),
      { encoding: 'base64' },
    ])
    expect(refused.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash Not Found',
    })
  })

  it('holds the dev accounts with SOL and dev FUSD', async () => {
    for (const account of DEV_SOLANA_ADDRESSES.slice(3)) {
      expect(await balance(address(account))).toBe(DEV_SOLANA_BALANCE)
    }
    const owner = address(DEV_SOLANA_ADDRESSES[4])
    const byMint = await rpc
      .getTokenAccountsByOwner(
        owner,
        { mint: address(DEV_SOLANA_TOKEN.mint) },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(byMint.value).toHaveLength(1)
    expect(byMint.value[0]?.pubkey).toBe(await ata(owner))
    expect(byMint.value[0]?.account.data).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          mint: DEV_SOLANA_TOKEN.mint,
          owner,
          state: 'initialized',
          isNative: false,
          tokenAmount: {
            amount: DEV_SOLANA_TOKEN_BALANCE.toString(),
            decimals: 6,
            uiAmountString: '10000',
          },
        },
      },
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send()
    expect(byProgram.value.map((entry) => entry.pubkey)).toEqual([await ata(owner)])
    const mint = await rpc
      .getAccountInfo(address(DEV_SOLANA_TOKEN.mint), { encoding: 'jsonParsed' })
      .send()
    expect(mint.value?.data).toMatchObject({
      parsed: {
        type: 'mint',
        info: {
          decimals: 6,
          freezeAuthority: null,
          mintAuthority: DEV_SOLANA_ADDRESSES[0],
          supply: (DEV_SOLANA_TOKEN_BALANCE * 10n).toString(),
        },
      },
    })
  })

  it('sends SOL: balances, status, transaction and history follow', async () => {
    const receiver = await generateKeyPairSigner()
    const before = await balance(sender.address)
    const transaction = await transfer(sender, receiver.address, 1_500_000_000n)
    const signature = await send(transaction, { preflightCommitment: 'confirmed' })
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    expect(await balance(receiver.address)).toBe(1_500_000_000n)
    expect(await balance(sender.address)).toBe(before - 1_500_000_000n - LAMPORTS_PER_SIGNATURE)
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const landed = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.meta?.err).toBeNull()
    expect(landed?.meta?.fee).toBe(LAMPORTS_PER_SIGNATURE)
    expect(landed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: sender.address, destination: receiver.address, lamports: 1_500_000_000n },
      },
    })
    const history = await rpc.getSignaturesForAddress(receiver.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
    // The same transaction again is refused: it has been processed.
    const again = await call('sendTransaction', [
      getBase64EncodedWireTransaction(transaction),
      { encoding: 'base64' },
    ])
    expect(again.error?.message).toBe('Transaction simulation failed: Already Processed')
    // A v0 transaction read without maxSupportedTransactionVersion: Solana's -32015.
    expect((await call('getTransaction', [signature])).error?.code).toBe(-32015)
  })

  it('takes base58 transactions too', async () => {
    const receiver = await generateKeyPairSigner()
    const transaction = await transfer(sender, receiver.address, 1_000_000_000n)
    const wire = getBase58Decoder().decode(getTransactionEncoder().encode(transaction))
    const answer = await call('sendTransaction', [wire])
    expect(answer.error).toBeUndefined()
    expect(answer.result).toBe(getSignatureFromTransaction(transaction))
    expect(await balance(receiver.address)).toBe(1_000_000_000n)
  })

  it('sends an SPL token to a new holder, creating its token account', async () => {
    const receiver = await generateKeyPairSigner()
    const mint = address(DEV_SOLANA_TOKEN.mint)
    const destination = await ata(receiver.address)
    const transaction = await sign(sender, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: sender,
        owner: receiver.address,
        mint,
      }),
      getTransferCheckedInstruction({
        source: await ata(sender.address),
        mint,
        destination,
        authority: sender,
        amount: 12_345_678n,
        decimals: 6,
      }),
    ])
    const signature = await send(transaction)
    expect((await rpc.getTokenAccountBalance(destination).send()).value).toEqual({
      amount: '12345678',
      decimals: 6,
      uiAmount: 12.345678,
      uiAmountString: '12.345678',
    })
    const landed = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.meta?.postTokenBalances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          mint,
          owner: receiver.address,
          uiTokenAmount: expect.objectContaining({ amount: '12345678' }),
        }),
      ]),
    )
    const history = await rpc.getSignaturesForAddress(sender.address, { limit: 1 }).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
  })

  it('refuses at preflight what would fail, changing nothing; without preflight it lands failed', async () => {
    const poor = await generateKeyPairSigner()
    await rpc.requestAirdrop(poor.address, lamports(1_000_000n)).send()
    expect(await balance(poor.address)).toBe(1_000_000n)
    const tooMuch = await transfer(poor, sender.address, 900_000_000n)
    const refused = await call('sendTransaction', [
      getBase64EncodedWireTransaction(tooMuch),
      { encoding: 'base64' },
    ])
    expect(refused.error?.code).toBe(-32002)
    expect(refused.error?.data).toMatchObject({ err: { InstructionError: [0, { Custom: 1 }] } })
    expect(await balance(poor.address)).toBe(1_000_000n)
    const signature = await send(tooMuch, { skipPreflight: true })
    const [status] = (await rpc.getSignatureStatuses([signature as Signature]).send()).value
    expect(status?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect(await balance(poor.address)).toBe(1_000_000n - LAMPORTS_PER_SIGNATURE)
  })

  it('simulates, prices a message and answers rent', async () => {
    const transaction = await transfer(sender, DEV_SOLANA_ADDRESSES[5] as Address, 1n)
    const simulated = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        sigVerify: true,
      })
      .send()
    expect(simulated.value.err).toBeNull()
    expect(simulated.value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(await balance(address(DEV_SOLANA_ADDRESSES[5]))).toBe(DEV_SOLANA_BALANCE)
    const message = Buffer.from(transaction.messageBytes).toString('base64')
    expect((await call('getFeeForMessage', [message])).result).toMatchObject({ value: 5000 })
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
    const many = await rpc
      .getMultipleAccounts([
        address(DEV_SOLANA_ADDRESSES[6]),
        (await generateKeyPairSigner()).address,
      ])
      .send()
    expect(many.value[0]?.lamports).toBe(DEV_SOLANA_BALANCE)
    expect(many.value[1]).toBeNull()
  })
})

describe('the dev SVM refuses bad requests', () => {
  it.each([
    [
      'getBalance',
      ['0x0000000000000000000000000000000000000000'],
      'Invalid params: address must be a base58 address of 32 bytes, got "0x0000000000000000000000000000000000000000"',
    ],
    ['getBalance', [], 'Invalid params: getBalance expects at least 1 parameter'],
    [
      'getBalance',
      { address: DEV_SOLANA_ADDRESSES[0] },
      'Invalid params: getBalance expects its parameters as an array',
    ],
    [
      'getBalance',
      [DEV_SOLANA_ADDRESSES[0], { commitment: 'fast' }],
      'Invalid params: commitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max, got "fast"',
    ],
    [
      'sendTransaction',
      ['AAAA', { encoding: 'base64', preflightCommitment: 'soon' }],
      'Invalid params: failed to deserialize the transaction',
    ],
    ['sendTransaction', ['not base58!', {}], 'Invalid params: transaction is not base58 text'],
    [
      'sendTransaction',
      ['AQ==', { encoding: 'hex' }],
      'Invalid params: encoding must be one of base58, base64, got "hex"',
    ],
    [
      'getAccountInfo',
      [DEV_SOLANA_ADDRESSES[0], { encoding: 'base64+zstd' }],
      'Invalid params: encoding must be one of base58, base64, jsonParsed, got "base64+zstd"',
    ],
    [
      'getTokenAccountsByOwner',
      [DEV_SOLANA_ADDRESSES[0], {}],
      'Invalid params: filter must be { mint } or { programId }, got {}',
    ],
    [
      'getSignatureStatuses',
      [['abc']],
      'Invalid params: signatures[0] must be a base58 signature of 64 bytes, got "abc"',
    ],
    [
      'requestAirdrop',
      [DEV_SOLANA_ADDRESSES[0], 0],
      'Invalid params: lamports must be between 1 and 1000000000000 (1,000 SOL), got 0',
    ],
    [
      'getTokenAccountBalance',
      [DEV_SOLANA_ADDRESSES[0]],
      `Invalid params: ${DEV_SOLANA_ADDRESSES[0]} is not an SPL Token account`,
    ],
  ])('%s %j: -32602', async (method, params, message) => {
    const answer = await call(method, params)
    expect(answer.error?.code).toBe(-32602)
    expect(answer.error?.message.startsWith(message)).toBe(true)
  })

  it('checks the preflight commitment against the product list', async () => {
    const transaction = await transfer(sender, DEV_SOLANA_ADDRESSES[7] as Address, 1n)
    const wire = getBase64EncodedWireTransaction(transaction)
    const answer = await call('sendTransaction', [
      wire,
      { encoding: 'base64', preflightCommitment: 'soon' },
    ])
    expect(answer.error).toEqual({
      code: -32602,
      message:
        'Invalid params: preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max, got "soon"',
    })
    expect(await balance(address(DEV_SOLANA_ADDRESSES[7]))).toBe(DEV_SOLANA_BALANCE)
    for (const commitment of ['singleGossip', 'max', 'root']) {
      const ok = await call('getBalance', [DEV_SOLANA_ADDRESSES[7], { commitment }])
      expect(ok.error).toBeUndefined()
    }
  })

  it('answers an unknown method, a bad body and a bad request with their codes', async () => {
    expect((await call('eth_getBalance', [])).error).toEqual({
      code: -32601,
      message: 'Method not found: the dev SVM does not answer eth_getBalance',
    })
    expect((await call('constructor', [])).error?.code).toBe(-32601)
    expect((await raw('{"jsonrpc":')).json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: the body is not JSON' },
    })
    expect(((await raw([])).json as { error: { code: number } }).error.code).toBe(-32600)
    expect(
      ((await raw({ id: 3, method: 'getSlot' })).json as { error: { code: number } }).error.code,
    ).toBe(-32600)
    expect(((await raw(42)).json as { error: { code: number } }).error.code).toBe(-32600)
  })

  it('answers a batch in order, errors in place, notifications left out', async () => {
    const answer = await raw([
      { jsonrpc: '2.0', id: 'a', method: 'getBalance', params: [DEV_SOLANA_ADDRESSES[8]] },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
      { jsonrpc: '2.0', method: 'getSlot' },
      'junk',
      { jsonrpc: '2.0', id: 'c', method: 'getGenesisHash' },
    ])
    expect(answer.json).toEqual([
      expect.objectContaining({
        id: 'a',
        result: expect.objectContaining({ value: 1_000_000_000_000 }),
      }),
      expect.objectContaining({ id: 'b', error: expect.objectContaining({ code: -32601 }) }),
      expect.objectContaining({ id: null, error: expect.objectContaining({ code: -32600 }) }),
      { jsonrpc: '2.0', id: 'c', result: DEV_SOLANA_GENESIS_HASH },
    ])
    const onlyNotification = await raw({ jsonrpc: '2.0', method: 'getSlot' })
    expect(onlyNotification.status).toBe(204)
  })

  it('refuses GET and a body over 1 MiB, and answers CORS preflight', async () => {
    const get = await fetch(server.rpcUrl)
    expect(get.status).toBe(405)
    const big = await fetch(server.rpcUrl, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) })
    expect(big.status).toBe(413)
    const options = await fetch(server.rpcUrl, { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('access-control-allow-origin')).toBe('*')
  })
})
