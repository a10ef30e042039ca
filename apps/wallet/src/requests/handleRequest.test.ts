import { type Anvil, startAnvil } from '@foyer/devchain'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testAccounts, type WalletAccount } from '../accounts/testAccounts'
import type { WalletChain } from '../config/readConfig'
import {
  handleRequest,
  needsConfirmation,
  type RequestContext,
  rejectedOutcome,
} from './handleRequest'

const accounts = testAccounts()
const [first, second] = accounts as [WalletAccount, WalletAccount, ...WalletAccount[]]

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    // wagmi and viem send uint256 values as decimal strings in JSON
    amount: '1000000000000000000000',
  },
}

function context(chains: WalletChain[], overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    accounts,
    activeAccount: first,
    chains,
    switchChain: vi.fn(async () => {}),
    ...overrides,
  }
}

const offline: WalletChain[] = [
  { id: 31337, caipId: 'eip155:31337', name: 'Foyer dev chain A', rpcUrl: 'http://127.0.0.1:1' },
  { id: 31338, caipId: 'eip155:31338', name: 'Foyer dev chain B', rpcUrl: 'http://127.0.0.1:1' },
]

describe('handleRequest: signing', () => {
  it('personal_sign signs the message bytes with the named account; viem verifies it', async () => {
    const message = 'Hello from Foyer'
    const outcome = await handleRequest(
      {
        method: 'personal_sign',
        params: [stringToHex(message), first.address],
        chainId: 'eip155:31337',
      },
      context(offline),
    )
    if (!outcome.ok) throw new Error(outcome.error.message)
    expect(
      await verifyMessage({ address: first.address, message, signature: outcome.result as Hex }),
    ).toBe(true)
  })

  it('personal_sign takes plain text, the reversed order, and another held account', async () => {
    const outcome = await handleRequest(
      {
        method: 'personal_sign',
        params: [second.address.toLowerCase(), 'plain text'],
        chainId: 'eip155:31337',
      },
      context(offline),
    )
    if (!outcome.ok) throw new Error(outcome.error.message)
    expect(
      await verifyMessage({
        address: second.address,
        message: 'plain text',
        signature: outcome.result as Hex,
      }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: first.address,
        message: 'plain text',
        signature: outcome.result as Hex,
      }),
    ).toBe(false)
  })

  it('eth_signTypedData_v4 signs typed data sent as JSON text', async () => {
    const outcome = await handleRequest(
      {
        method: 'eth_signTypedData_v4',
        params: [first.address, JSON.stringify(mail)],
        chainId: 'eip155:31337',
      },
      context(offline),
    )
    if (!outcome.ok) throw new Error(outcome.error.message)
    const { EIP712Domain: _, ...types } = mail.types
    expect(
      await verifyTypedData({
        address: first.address,
        domain: mail.domain as { verifyingContract: Hex },
        types,
        primaryType: 'Mail',
        message: { ...mail.message, amount: 1000000000000000000000n },
        signature: outcome.result as Hex,
      }),
    ).toBe(true)
  })

  it('refuses to sign for an account it does not hold (4100)', async () => {
    const stranger = '0x000000000000000000000000000000000000dEaD'
    const outcome = await handleRequest(
      { method: 'personal_sign', params: ['0x68656c6c6f', stranger], chainId: 'eip155:31337' },
      context(offline),
    )
    expect(outcome).toEqual({
      ok: false,
      error: { code: 4100, message: `The wallet does not hold the account ${stranger}.` },
    })
  })

  it('answers malformed params with -32602', async () => {
    const outcome = await handleRequest(
      {
        method: 'eth_signTypedData_v4',
        params: [first.address, '{not json'],
        chainId: 'eip155:31337',
      },
      context(offline),
    )
    expect(outcome).toEqual({
      ok: false,
      error: { code: -32602, message: 'Invalid params: typed data is not JSON' },
    })
  })
})

describe('handleRequest: other methods', () => {
  it('answers eth_accounts with the active account and eth_chainId with the request chain', async () => {
    const ctx = context(offline, { activeAccount: second })
    expect(
      await handleRequest({ method: 'eth_accounts', params: [], chainId: 'eip155:31337' }, ctx),
    ).toEqual({ ok: true, result: [second.address] })
    expect(
      await handleRequest({ method: 'eth_chainId', params: [], chainId: 'eip155:31338' }, ctx),
    ).toEqual({ ok: true, result: '0x7a6a' })
  })

  it('switches chain for wallet_switchEthereumChain to a held chain', async () => {
    const ctx = context(offline)
    const outcome = await handleRequest(
      {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
        chainId: 'eip155:31337',
      },
      ctx,
    )
    expect(outcome).toEqual({ ok: true, result: null })
    expect(ctx.switchChain).toHaveBeenCalledWith(offline[1])
  })

  it('refuses to switch to a chain it does not hold (4902)', async () => {
    const ctx = context(offline)
    const outcome = await handleRequest(
      {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
        chainId: 'eip155:31337',
      },
      ctx,
    )
    expect(outcome).toEqual({
      ok: false,
      error: { code: 4902, message: 'Unrecognized chain ID 0x1.' },
    })
    expect(ctx.switchChain).not.toHaveBeenCalled()
  })

  it('answers an unsupported method with 4200', async () => {
    expect(
      await handleRequest(
        { method: 'eth_sign', params: [first.address, '0x00'], chainId: 'eip155:31337' },
        context(offline),
      ),
    ).toEqual({
      ok: false,
      error: { code: 4200, message: 'The wallet does not support the method eth_sign.' },
    })
  })

  it('answers a rejection with the 4001 user-rejected error', () => {
    expect(rejectedOutcome()).toEqual({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
  })

  it('asks the user for everything but eth_accounts and eth_chainId', () => {
    expect(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'eth_sign',
      ].map(needsConfirmation),
    ).toEqual([true, true, true, true, true])
    expect(['eth_accounts', 'eth_chainId'].map(needsConfirmation)).toEqual([false, false])
  })
})

describe('handleRequest: eth_sendTransaction on anvil', { timeout: 30_000 }, () => {
  let chainA: Anvil
  let chainB: Anvil
  let chains: WalletChain[]

  beforeAll(async () => {
    ;[chainA, chainB] = await Promise.all([
      startAnvil({ chainId: 31337, port: 0 }),
      startAnvil({ chainId: 31338, port: 0 }),
    ])
    chains = [
      { id: 31337, caipId: 'eip155:31337', name: 'A', rpcUrl: chainA.rpcUrl },
      { id: 31338, caipId: 'eip155:31338', name: 'B', rpcUrl: chainB.rpcUrl },
    ]
  })
  afterAll(async () => {
    await Promise.all([chainA?.stop(), chainB?.stop()])
  })

  it('sends on the request chain and answers the hash of a mined transfer', async () => {
    const clientB = createPublicClient({ transport: http(chainB.rpcUrl) })
    const clientA = createPublicClient({ transport: http(chainA.rpcUrl) })
    const before = await clientB.getBalance({ address: second.address })
    const outcome = await handleRequest(
      {
        method: 'eth_sendTransaction',
        params: [{ from: first.address, to: second.address, value: '0x2386f26fc10000' }],
        chainId: 'eip155:31338',
      },
      context(chains),
    )
    if (!outcome.ok) throw new Error(outcome.error.message)
    const hash = outcome.result as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await clientB.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(first.address.toLowerCase())
    expect(await clientB.getBalance({ address: second.address })).toBe(before + parseEther('0.01'))
    await expect(clientA.getTransaction({ hash })).rejects.toThrow()
  })

  it('sends from the active account when the transaction names none, with legacy gas price', async () => {
    const client = createPublicClient({ transport: http(chainA.rpcUrl) })
    const outcome = await handleRequest(
      {
        method: 'eth_sendTransaction',
        params: [{ to: first.address, value: '0x1', gasPrice: '0x77359400', gas: '0x5208' }],
        chainId: 'eip155:31337',
      },
      context(chains, { activeAccount: second }),
    )
    if (!outcome.ok) throw new Error(outcome.error.message)
    const tx = await client.getTransaction({ hash: outcome.result as Hex })
    expect(tx.from).toBe(second.address.toLowerCase())
    expect(tx.gasPrice).toBe(2_000_000_000n)
    expect(tx.gas).toBe(21_000n)
  })

  it('refuses a transaction for a chain it does not hold (4902)', async () => {
    expect(
      await handleRequest(
        {
          method: 'eth_sendTransaction',
          params: [{ from: first.address, to: second.address, value: '0x1' }],
          chainId: 'eip155:1',
        },
        context(chains),
      ),
    ).toEqual({ ok: false, error: { code: 4902, message: 'Unrecognized chain ID eip155:1.' } })
  })

  it('answers a transaction the chain refuses with an internal error, not a throw', async () => {
    const outcome = await handleRequest(
      {
        method: 'eth_sendTransaction',
        params: [
          { from: first.address, to: second.address, value: '0xffffffffffffffffffffffffffff' },
        ],
        chainId: 'eip155:31337',
      },
      context(chains),
    )
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.error.code).toBe(-32603)
    expect(outcome.error.message).toMatch(/funds|balance/i)
  })
})
