import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FrameHandlerHarnessOptions,
  frameHandlerHarness,
} from '../testing/frameHandlerHarness'
import { startTestAnvil } from '../testing/startTestAnvil'

let anvil: { rpcUrl: string; stop(): Promise<void> }

beforeAll(async () => {
  anvil = await startTestAnvil(31337)
})
afterAll(async () => {
  await anvil.stop()
})

/** A frame whose RPC requests go to the test chain. */
const setup = (overrides: FrameHandlerHarnessOptions = {}) =>
  frameHandlerHarness({ rpcUrl: anvil.rpcUrl, ...overrides })

describe('RPC requests', () => {
  it('needs a connected wallet', async () => {
    expect(await setup().fails('RPC_REQUEST', setup().rpc('eth_blockNumber'))).toBe('NOT_CONNECTED')
  })

  it('refuses methods that are neither safe nor approvable, and other namespaces', async () => {
    const t = setup()
    await t.login()
    for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'foo']) {
      expect(await t.fails('RPC_REQUEST', t.rpc(method))).toBe('REQUEST_NOT_ALLOWED')
    }
    expect(
      await t.fails('RPC_REQUEST', { ...t.rpc('eth_chainId'), chainNamespace: 'solana' }),
    ).toBe('REQUEST_NOT_ALLOWED')
    expect(t.approve).not.toHaveBeenCalled()
  })

  it('answers eth_accounts and eth_chainId locally', async () => {
    const t = setup()
    const address = await t.login()
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_accounts'))).toEqual([address])
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_chainId', [], 'eip155:31337'))).toBe('0x7a69')
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_chainId', [], 'nope'))).toBe(
      'INVALID_METHOD_PARAMS',
    )
  })

  it('forwards safe reads to the RPC URL without approval', async () => {
    const t = setup()
    const address = await t.login()
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_blockNumber'))).toMatch(/^0x/)
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_getBalance', [address, 'latest']))).toBe('0x0')
    expect(t.approve).not.toHaveBeenCalled()
  })

  it('reports an RPC error and an unreachable RPC', async () => {
    const t = setup()
    await t.login()
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_getBalance', ['not-an-address']))).toBeTruthy()
    expect(
      await t.fails('RPC_REQUEST', { ...t.rpc('eth_blockNumber'), rpcUrl: 'http://127.0.0.1:1' }),
    ).toBe('RPC_UNREACHABLE')
  })

  it('personal_sign after approval gives a signature viem verifies', async () => {
    const t = setup()
    const address = await t.login()
    const signature = await t.ok('RPC_REQUEST', t.rpc('personal_sign', ['0x68656c6c6f', address]))
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
    const text = await t.ok('RPC_REQUEST', t.rpc('personal_sign', ['plain text', address]))
    expect(await verifyMessage({ address, message: 'plain text', signature: text })).toBe(true)
    expect(t.approve).toHaveBeenCalledTimes(2)
    expect(t.approve.mock.calls[0]?.[0]).toMatchObject({
      method: 'personal_sign',
      address,
      chainId: 31337,
      message: { raw: '0x68656c6c6f' },
    })
    // Kind `sign`: the kit's modal titles a signature as one, not as a transaction.
    expect(t.emit.mock.calls).toEqual([
      ['APPROVAL_REQUIRED', { kind: 'sign' }],
      ['APPROVAL_DONE'],
      ['APPROVAL_REQUIRED', { kind: 'sign' }],
      ['APPROVAL_DONE'],
    ])
  })

  it('a refused approval is the EIP-1193 rejection', async () => {
    const t = setup({ approve: async () => false })
    const address = await t.login()
    expect(await t.fails('RPC_REQUEST', t.rpc('personal_sign', ['0x01', address]))).toBe(
      'USER_REJECTED',
    )
  })

  it('an approval UI failure is an error, never a signature', async () => {
    const t = setup({
      approve: async () => {
        throw new Error('Approval UI failed')
      },
    })
    const address = await t.login()
    expect(await t.failure('RPC_REQUEST', t.rpc('personal_sign', ['0x01', address]))).toEqual({
      code: 'ERROR_OCCURRED',
      message: 'Approval UI failed',
    })
  })

  it('refuses another address or bad params before asking the visitor', async () => {
    const t = setup()
    const address = await t.login()
    const other = '0x000000000000000000000000000000000000dEaD'
    expect(await t.fails('RPC_REQUEST', t.rpc('personal_sign', ['0x01', other]))).toBe(
      'WRONG_ACCOUNT',
    )
    const bad = 'INVALID_METHOD_PARAMS'
    expect(await t.fails('RPC_REQUEST', t.rpc('personal_sign', [1, address]))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('personal_sign', ['0x01', 'x']))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_signTypedData_v4', [address, '{bad']))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_signTypedData_v4', [address, {}]))).toBe(bad)
    expect(
      await t.fails(
        'RPC_REQUEST',
        t.rpc('eth_signTypedData_v4', [
          address,
          { types: { A: [1] }, primaryType: 'A', message: {} },
        ]),
      ),
    ).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', ['x']))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{}]))).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{ to: 'x' }]))).toBe(bad)
    expect(
      await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{ to: other, value: '12' }])),
    ).toBe(bad)
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{ data: 'zz' }]))).toBe(bad)
    expect(
      await t.fails('RPC_REQUEST', t.rpc('eth_sendTransaction', [{ from: other, to: other }])),
    ).toBe('WRONG_ACCOUNT')
    expect(t.approve).not.toHaveBeenCalled()
  })

  it('eth_signTypedData_v4 after approval gives a signature viem verifies', async () => {
    const t = setup()
    const address = await t.login()
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signature = await t.ok(
      'RPC_REQUEST',
      t.rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)]),
    )
    const { EIP712Domain: _d, ...types } = typedData.types
    expect(await verifyTypedData({ address, ...typedData, types, signature })).toBe(true)
  })

  it('eth_sendTransaction fills, signs locally and sends to the RPC URL', async () => {
    const t = setup()
    const address = await t.login()
    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [address, '0xde0b6b3a7640000'],
      }),
    })
    const to = '0x000000000000000000000000000000000000bEEF'
    const hash = await t.ok(
      'RPC_REQUEST',
      t.rpc('eth_sendTransaction', [{ from: address, to, value: '0x2386f26fc10000' }]),
    )
    const asked = t.approve.mock.calls[0]?.[0]
    expect(asked).toMatchObject({ method: 'eth_sendTransaction', transaction: { to } })
    expect(asked?.method === 'eth_sendTransaction' && (asked.maxFee ?? 0n) > 0n).toBe(true)
    expect(t.emit.mock.calls[0]).toEqual(['APPROVAL_REQUIRED', { kind: 'request' }])
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.01'))
    const legacy = await t.ok(
      'RPC_REQUEST',
      t.rpc('eth_sendTransaction', [{ to, value: '0x1', gasPrice: '0x3b9aca00', gas: '0x5208' }]),
    )
    expect((await client.waitForTransactionReceipt({ hash: legacy })).status).toBe('success')
  })

  it('eth_sendTransaction refuses an RPC URL on another chain', async () => {
    const t = setup()
    const address = await t.login()
    expect(
      await t.fails(
        'RPC_REQUEST',
        t.rpc('eth_sendTransaction', [{ from: address, to: address }], 1),
      ),
    ).toBe('WRONG_CHAIN')
    expect(t.approve).not.toHaveBeenCalled()
  })

  it('RPC_ABORT (the visitor left) rejects pending approvals as refused; safe requests continue', async () => {
    let release: (ok: boolean) => void = () => undefined
    let approvalSignal: AbortSignal | undefined
    const t = setup({
      approve: (_request, signal) =>
        new Promise<boolean>((resolve) => {
          approvalSignal = signal
          release = resolve
        }),
    })
    const address = await t.login()
    const pending = t.send('RPC_REQUEST', t.rpc('personal_sign', ['0x01', address]))
    const read = t.send('RPC_REQUEST', t.rpc('eth_blockNumber'))
    await new Promise((resolve) => setTimeout(resolve, 5))
    await t.ok('RPC_ABORT')
    const aborted = await pending
    expect(aborted.type).toBe('@foyer-frame/RPC_REQUEST_ERROR')
    expect(aborted.payload).toMatchObject({ code: 'USER_REJECTED' })
    expect((await read).type).toBe('@foyer-frame/RPC_REQUEST_SUCCESS')
    expect(approvalSignal?.aborted).toBe(true)
    release(true)
  })

  it('signing out while an approval is open never signs', async () => {
    let release: (ok: boolean) => void = () => undefined
    const t = setup({
      approve: () =>
        new Promise<boolean>((resolve) => {
          release = resolve
        }),
    })
    const address = await t.login()
    const pending = t.send('RPC_REQUEST', t.rpc('personal_sign', ['0x01', address]))
    await new Promise((resolve) => setTimeout(resolve, 5))
    await t.ok('SIGN_OUT')
    release(true)
    expect((await pending).payload).toEqual({
      code: 'REQUEST_ABORTED',
      message: 'Request was aborted',
    })
  })
})
