import { type DevSvmServer, devSolanaSigner, sendSol, startDevSvm } from '@foyer/devchain'
import { SOLANA_DEV_CHAIN, SOLANA_REQUEST_RESULTS } from '@foyer/protocol'
import {
  type Address,
  address,
  type Blockhash,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { getTokenDecoder } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { describeApproval } from '../approval/describeApproval'
import type { ApprovalRequest } from '../handler/approvalRequest'
import { frameHandlerHarness } from '../testing/frameHandlerHarness'
import {
  createTestToken,
  solTransfer,
  tokenTransfer,
  wireTransaction,
} from '../testing/solanaFixtures'

const DEVNET = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const base58 = getBase58Encoder()
const base58DecoderInstance = getBase58Decoder()

/** The dev SVM (devchain's Solana JSON-RPC over litesvm), and what the frame asked it. */
let server: DevSvmServer
let svm: LiteSVM
const calls: { method: string; params: unknown[] }[] = []
/** The frame's fetch, recording each JSON-RPC call it makes. */
const recordingFetch: typeof fetch = async (input, init) => {
  const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown[] }
  calls.push({ method, params })
  return fetch(input, init)
}
let t: ReturnType<typeof frameHandlerHarness>
let me: string
let other: Address

beforeAll(async () => {
  server = await startDevSvm({ port: 0 })
  svm = server.dev.svm
  t = frameHandlerHarness({ rpcUrl: server.rpcUrl, fetch: recordingFetch })
  await t.login()
  const user: { solanaAddress?: string } = await t.ok('GET_USER', {})
  me = user.solanaAddress as string
  other = (await generateKeyPairSigner()).address
  // Funded as any account is on the dev SVM: a transfer from a dev key through its JSON-RPC.
  await sendSol(server.rpcUrl, await devSolanaSigner(0), me, 5_000_000_000n)
})

afterAll(() => server.stop())

/** The dev SVM's latest blockhash, as a sender reads it. */
const latestBlockhash = () => server.dev.latestBlockhash().blockhash as Blockhash

beforeEach(() => {
  t.approve.mockReset()
  t.approve.mockResolvedValue(true)
  calls.length = 0
})

/** An RPC_REQUEST on the Solana network. */
const request = (method: string, params: unknown, chainId = `solana:${DEVNET}`) => ({
  method,
  params,
  chainId,
  chainNamespace: 'solana',
  rpcUrl: server.rpcUrl,
})

async function verifies(signer: string, signature: Uint8Array, bytes: Uint8Array) {
  return verifySignature(
    await getPublicKeyFromAddress(address(signer)),
    signature as SignatureBytes,
    bytes,
  )
}

const approvalOf = () => t.approve.mock.calls[0]?.[0] as ApprovalRequest

describe('the embedded wallet’s Solana account', () => {
  it('GET_USER gives its base58 address beside the EVM one, and no key material', async () => {
    const user: Record<string, unknown> = await t.ok('GET_USER', {})
    expect(me).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(String(user.address)).toMatch(/^0x/)
    expect(Object.keys(user).sort()).toEqual(
      [
        'accounts',
        'address',
        'chainId',
        'email',
        'preferredAccountType',
        'smartAccountDeployed',
        'solanaAddress',
      ].sort(),
    )
  })
})

describe('solana_signMessage', () => {
  it('signs the message bytes after approval: an ed25519 signature of its address', async () => {
    const bytes = new TextEncoder().encode('Sign in to Foyer')
    const message = getBase58DecoderString(bytes)
    const result: { signature: string } = await t.ok(
      'RPC_REQUEST',
      request('solana_signMessage', { message, pubkey: me }),
    )
    expect(SOLANA_REQUEST_RESULTS.solana_signMessage.parse(result)).toEqual(result)
    const signature = new Uint8Array(base58.encode(result.signature))
    expect(await verifies(me, signature, bytes)).toBe(true)
    const shown = describeApproval(approvalOf())
    expect(shown.title).toBe('Sign message')
    expect(shown.rows).toContainEqual({ label: 'Network', value: 'Solana Devnet' })
    expect(shown.details).toContainEqual(
      expect.objectContaining({ label: 'Message', value: 'Sign in to Foyer' }),
    )
    expect(t.emit).toHaveBeenCalledWith('APPROVAL_REQUIRED', { kind: 'sign' })
  })

  it('refuses an empty message, another account, a transaction posing as a message', async () => {
    const empty = await t.failure(
      'RPC_REQUEST',
      request('solana_signMessage', { message: '', pubkey: me }),
    )
    expect(empty.code).toBe('INVALID_METHOD_PARAMS')
    expect(empty.message).toContain('The message to sign is empty')
    expect(
      await t.fails('RPC_REQUEST', request('solana_signMessage', { message: '2g', pubkey: other })),
    ).toBe('WRONG_ACCOUNT')
    const wire = wireTransaction(me, [solTransfer(me, other, 1n)])
    const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
    const posing = await t.failure(
      'RPC_REQUEST',
      request('solana_signMessage', {
        message: getBase58DecoderString(new Uint8Array(messageBytes)),
        pubkey: me,
      }),
    )
    expect(posing.message).toContain('use solana_signTransaction')
    expect(t.approve).not.toHaveBeenCalled()
  })
})

describe('solana_signTransaction and solana_signAllTransactions', () => {
  it('signs the transaction as approved; the card shows the SOL transfer', async () => {
    const wire = wireTransaction(me, [solTransfer(me, other, 1_500_000_000n)])
    const result: { signature: string; transaction: string } = await t.ok(
      'RPC_REQUEST',
      request('solana_signTransaction', { transaction: wire }),
    )
    expect(SOLANA_REQUEST_RESULTS.solana_signTransaction.parse(result)).toEqual(result)
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(result.transaction))
    const signature = signed.signatures[address(me)]
    expect(signature).toBeTruthy()
    expect(result.signature).toBe(getBase58DecoderString(signature as Uint8Array))
    expect(await verifies(me, signature as Uint8Array, new Uint8Array(signed.messageBytes))).toBe(
      true,
    )
    // Exactly the message that was asked for was signed.
    const asked = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
    expect(signed.messageBytes).toEqual(asked.messageBytes)
    const shown = describeApproval(approvalOf())
    expect(shown.title).toBe('Sign transaction')
    expect(shown.details).toEqual([
      {
        label: 'Instruction 1 · Send SOL',
        children: [
          { label: 'Recipient', value: other, code: true },
          { label: 'Amount', value: '1.5 SOL', code: true },
        ],
      },
    ])
    expect(t.emit).toHaveBeenCalledWith('APPROVAL_REQUIRED', { kind: 'request' })
  })

  it('signs several transactions, each shown on the one card', async () => {
    const wires = [1n, 2n, 3n].map((amount) =>
      wireTransaction(me, [solTransfer(me, other, amount)]),
    )
    const result: { transactions: string[] } = await t.ok(
      'RPC_REQUEST',
      request('solana_signAllTransactions', { transactions: wires }),
    )
    expect(SOLANA_REQUEST_RESULTS.solana_signAllTransactions.parse(result)).toEqual(result)
    expect(result.transactions).toHaveLength(3)
    for (const wire of result.transactions) {
      const signed = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
      const signature = signed.signatures[address(me)] as Uint8Array
      expect(await verifies(me, signature, new Uint8Array(signed.messageBytes))).toBe(true)
    }
    const shown = describeApproval(approvalOf())
    expect(shown.title).toBe('Sign 3 transactions')
    expect(shown.details.map((node) => node.label)).toEqual([
      'Transaction 1',
      'Transaction 2',
      'Transaction 3',
    ])
  })

  it('a rejection signs nothing: USER_REJECTED', async () => {
    t.approve.mockResolvedValue(false)
    const reply = await t.send(
      'RPC_REQUEST',
      request('solana_signTransaction', {
        transaction: wireTransaction(me, [solTransfer(me, other, 1n)]),
      }),
    )
    expect(reply.type).toBe('@foyer-frame/RPC_REQUEST_ERROR')
    expect(reply.payload).toMatchObject({ code: 'USER_REJECTED' })
    expect(JSON.stringify(reply.payload)).not.toMatch(/transaction|signature"/)
  })

  it('malformed bytes, a transaction this wallet does not sign, bad params: clear errors', async () => {
    const garbage = await t.failure(
      'RPC_REQUEST',
      request('solana_signTransaction', { transaction: 'AAECAwQFBgc=' }),
    )
    expect(garbage.code).toBe('INVALID_METHOD_PARAMS')
    expect(garbage.message).toContain('not a Solana transaction')
    const notBase64 = await t.failure(
      'RPC_REQUEST',
      request('solana_signTransaction', { transaction: 'not base64!' }),
    )
    expect(notBase64.message).toContain('transaction: Expected base64')
    const foreign = wireTransaction(other, [solTransfer(other, me, 1n)])
    expect(
      await t.fails('RPC_REQUEST', request('solana_signTransaction', { transaction: foreign })),
    ).toBe('WRONG_ACCOUNT')
    expect(
      await t.fails('RPC_REQUEST', request('solana_signAllTransactions', { transactions: [] })),
    ).toBe('INVALID_METHOD_PARAMS')
    expect(
      await t.fails('RPC_REQUEST', request('solana_signTransaction', { transaction: 1 })),
    ).toBe('INVALID_METHOD_PARAMS')
    expect(
      await t.fails(
        'RPC_REQUEST',
        request('solana_signTransaction', { transaction: foreign }, 'eip155:1'),
      ),
    ).toBe('INVALID_METHOD_PARAMS')
    expect(await t.fails('RPC_REQUEST', request('solana_getAccounts', {}))).toBe(
      'REQUEST_NOT_ALLOWED',
    )
    expect(t.approve).not.toHaveBeenCalled()
  })
})

describe('solana_signAndSendTransaction (the dev SVM: devchain’s Solana JSON-RPC)', () => {
  it('sends a SOL transfer with the preflight commitment: the SVM moves the lamports', async () => {
    const before = svm.getBalance(other) ?? 0n
    const wire = wireTransaction(me, [solTransfer(me, other, 1_000_000_000n)], latestBlockhash())
    const result: { signature: string } = await t.ok(
      'RPC_REQUEST',
      request(
        'solana_signAndSendTransaction',
        {
          transaction: wire,
          options: { preflightCommitment: 'singleGossip', maxRetries: 2 },
        },
        SOLANA_DEV_CHAIN,
      ),
    )
    expect(SOLANA_REQUEST_RESULTS.solana_signAndSendTransaction.parse(result)).toEqual(result)
    expect(svm.getBalance(other)).toBe(before + 1_000_000_000n)
    const send = calls.find((call) => call.method === 'sendTransaction')
    expect(send?.params[1]).toEqual({
      encoding: 'base64',
      maxRetries: 2,
      preflightCommitment: 'confirmed',
    })
    const sent = getTransactionDecoder().decode(
      getBase64Encoder().encode(send?.params[0] as string),
    )
    expect(result.signature).toBe(
      getBase58DecoderString(sent.signatures[address(me)] as Uint8Array),
    )
    const shown = describeApproval(approvalOf())
    expect(shown.title).toBe('Send transaction')
    // The network the request names: the dev SVM, by the name the frame knows it by.
    expect(shown.rows).toContainEqual({ label: 'Network', value: 'Foyer dev SVM' })
    expect(shown.details).toContainEqual({
      label: 'Preflight commitment',
      value: 'singleGossip (confirmed)',
      code: true,
    })
  })

  it('sends an SPL token transferChecked: the card shows amount and mint; the SVM moves the tokens', async () => {
    const token = await createTestToken(svm, [me, other], 5_000_000n)
    const [mine, theirs] = token.accounts as [Address, Address]
    const wire = wireTransaction(
      me,
      [
        tokenTransfer({
          owner: me,
          source: mine,
          destination: theirs,
          amount: 1_250_000n,
          checked: { mint: token.mint, decimals: token.decimals },
        }),
      ],
      latestBlockhash(),
    )
    await t.ok(
      'RPC_REQUEST',
      request('solana_signAndSendTransaction', {
        transaction: wire,
        options: { preflightCommitment: 'finalized' },
      }),
    )
    const balance = (at: Address) => {
      const account = svm.getAccount(at)
      return account.exists ? getTokenDecoder().decode(account.data).amount : undefined
    }
    expect(balance(theirs)).toBe(6_250_000n)
    expect(balance(mine)).toBe(3_750_000n)
    const shown = describeApproval(approvalOf())
    expect(shown.details[0]).toEqual({
      label: 'Instruction 1 · Send tokens',
      children: [
        { label: 'Mint', value: token.mint, code: true },
        { label: 'Recipient', value: theirs, code: true },
        { label: 'Amount', value: '1.25', code: true },
        {
          label: 'Program',
          value: 'Token Program\nTokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          code: true,
        },
      ],
    })
  })

  it('a plain SPL transfer: the mint and decimals are read from the source account', async () => {
    const token = await createTestToken(svm, [me, other], 10n)
    const [mine, theirs] = token.accounts as [Address, Address]
    const wire = wireTransaction(me, [
      tokenTransfer({ owner: me, source: mine, destination: theirs, amount: 7n }),
    ])
    await t.ok('RPC_REQUEST', request('solana_signTransaction', { transaction: wire }))
    const children = (describeApproval(approvalOf()).details[0] as { children: unknown[] }).children
    expect(children).toContainEqual({ label: 'Mint', value: token.mint, code: true })
    expect(children).toContainEqual({ label: 'Amount', value: '0.000007', code: true })
  })

  it('an unknown preflight commitment: a clear error naming the list; nothing signed or sent', async () => {
    const wire = wireTransaction(me, [solTransfer(me, other, 1n)], latestBlockhash())
    const failure = await t.failure(
      'RPC_REQUEST',
      request('solana_signAndSendTransaction', {
        transaction: wire,
        options: { preflightCommitment: 'fast' },
      }),
    )
    expect(failure.code).toBe('INVALID_METHOD_PARAMS')
    expect(failure.message).toBe(
      'Invalid parameters for this method: preflight commitment "fast" is not one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    )
    expect(t.approve).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it('a rejection sends nothing', async () => {
    t.approve.mockResolvedValue(false)
    const before = svm.getBalance(other)
    const wire = wireTransaction(me, [solTransfer(me, other, 5n)], latestBlockhash())
    expect(
      await t.fails('RPC_REQUEST', request('solana_signAndSendTransaction', { transaction: wire })),
    ).toBe('USER_REJECTED')
    expect(calls.filter((call) => call.method === 'sendTransaction')).toEqual([])
    expect(svm.getBalance(other)).toBe(before)
  })

  it('the SVM refusing the transaction is RPC_ERROR with its reason', async () => {
    // More lamports than the wallet holds: the SVM fails it.
    const wire = wireTransaction(me, [solTransfer(me, other, 10n ** 15n)], latestBlockhash())
    const failure = await t.failure(
      'RPC_REQUEST',
      request('solana_signAndSendTransaction', { transaction: wire }),
    )
    expect(failure.code).toBe('RPC_ERROR')
    expect(failure.details).toContain('Transaction simulation failed')
  })

  it('a transaction still missing another signer’s signature is refused before the card', async () => {
    const cosigner = (await generateKeyPairSigner()).address
    const wire = wireTransaction(me, [solTransfer(cosigner, other, 1n)], latestBlockhash())
    const failure = await t.failure(
      'RPC_REQUEST',
      request('solana_signAndSendTransaction', { transaction: wire }),
    )
    expect(failure.message).toContain(`needs the signature of ${cosigner}`)
    expect(t.approve).not.toHaveBeenCalled()
  })
})

function getBase58DecoderString(bytes: Uint8Array): string {
  return base58DecoderInstance.decode(bytes)
}
