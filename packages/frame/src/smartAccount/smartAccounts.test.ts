import { CALLS_STATUS } from '@foyer/protocol'
import { encodeFunctionData, erc20Abi, numberToHex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type SmartAccountChain,
  type SmartAccountFrame,
  startSmartAccountChain,
} from '../testing/smartAccountChain'

const RECEIVER = '0x000000000000000000000000000000000000bEEF'

let chain: SmartAccountChain

beforeAll(async () => {
  chain = await startSmartAccountChain()
}, 60_000)
afterAll(() => chain?.stop())

/**
 * The frame with smart accounts on chain 31337: the node and bundler the test started, no
 * paymaster; the EIP-7702 delegation unless `delegation` is false.
 */
const setup = ({ delegation = true } = {}) => chain.frame({ delegation })

type User = { address: `0x${string}`; accounts: { address: `0x${string}`; type: string }[] }

/** A signed-in visitor: their smart account (funded with 1 ETH by the test) and EOA. */
async function visitor(t: SmartAccountFrame) {
  const user = await chain.visitor<
    User & { preferredAccountType: string; smartAccountDeployed: boolean }
  >(t)
  const eoa = user.accounts.find((account) => account.type === 'eoa')?.address
  if (!eoa) throw new Error('no EOA')
  return { user, smart: user.address, eoa }
}

describe("the embedded wallet's smart account", () => {
  it('is the default account: both accounts listed, counterfactual until its first operation', async () => {
    const t = setup()
    const { user, smart, eoa } = await visitor(t)
    expect(user.preferredAccountType).toBe('smartAccount')
    expect(user.smartAccountDeployed).toBe(false)
    expect(user.accounts).toEqual([
      { address: smart, type: 'smartAccount' },
      { address: eoa, type: 'eoa' },
    ])
    expect(smart).not.toBe(eoa)
    expect(await t.ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [31337],
    })
    expect(await t.ok('INIT_SMART_ACCOUNT')).toEqual({ address: smart, isDeployed: false })
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_accounts'))).toEqual([smart])
  })

  it('sends two calls together: the first operation deploys it, getCallsStatus has the receipt', async () => {
    const t = setup()
    const { smart } = await visitor(t)
    const token = chain.deployment.tokens[0]
    if (!token) throw new Error('no dev token')
    const before = await chain.client.getBalance({ address: RECEIVER })
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [RECEIVER, 5n],
    })
    const sent: { id: string } = await t.ok(
      'RPC_REQUEST',
      t.rpc('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: numberToHex(31337),
          from: smart,
          atomicRequired: true,
          calls: [
            { to: RECEIVER, value: numberToHex(parseEther('0.1')) },
            { to: token.address, data: transfer },
          ],
        },
      ]),
    )
    // The visitor was asked once, for both calls, paying the gas themselves (no paymaster).
    expect(t.approve).toHaveBeenCalledTimes(1)
    expect(t.approve.mock.calls[0]?.[0]).toMatchObject({
      method: 'wallet_sendCalls',
      address: smart,
      sponsored: false,
      calls: [{ to: RECEIVER }, { to: token.address, data: transfer }],
    })
    let status: { status: number; receipts?: { status: string; transactionHash: string }[] }
    do {
      status = await t.ok('RPC_REQUEST', t.rpc('wallet_getCallsStatus', [sent.id]))
    } while (status.status === CALLS_STATUS.pending)
    expect(status).toMatchObject({
      status: CALLS_STATUS.confirmed,
      atomic: true,
      chainId: '0x7a69',
    })
    expect(status.receipts?.[0]?.status).toBe('0x1')
    expect(await chain.client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.1'))
    expect(
      await chain.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [smart, RECEIVER],
      }),
    ).toBe(5n)
    expect(await t.ok('GET_USER', {})).toMatchObject({ smartAccountDeployed: true })
  })

  it('signs as the smart account: ERC-6492 before deployment, checked on chain', async () => {
    const t = setup()
    const { smart } = await visitor(t)
    const signature: `0x${string}` = await t.ok(
      'RPC_REQUEST',
      t.rpc('personal_sign', ['hello from Foyer', smart]),
    )
    expect(
      await chain.client.verifyMessage({ address: smart, message: 'hello from Foyer', signature }),
    ).toBe(true)
    expect(
      await chain.client.verifyMessage({ address: smart, message: 'something else', signature }),
    ).toBe(false)
  })

  it('switches to the EOA and back', async () => {
    const t = setup()
    const { smart, eoa } = await visitor(t)
    expect(await t.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: eoa,
    })
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_accounts'))).toEqual([eoa])
    expect(await t.ok('GET_USER', {})).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(await t.ok('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart,
    })
    expect(await t.ok('RPC_REQUEST', t.rpc('wallet_getCapabilities', [smart, ['0x7a69']]))).toEqual(
      {
        '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: false } },
      },
    )
  })

  it("batches at the EOA's own address through EIP-7702: its first batch delegates it", async () => {
    const t = setup()
    const { eoa } = await visitor(t)
    await t.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    await chain.fund(eoa)
    const capabilities = () =>
      t.ok('RPC_REQUEST', t.rpc('wallet_getCapabilities', [eoa, ['0x7a69']]))
    expect(await capabilities()).toEqual({
      '0x7a69': { atomic: { status: 'ready' }, paymasterService: { supported: false } },
    })
    const before = await chain.client.getBalance({ address: RECEIVER })
    const sent: { id: string } = await t.ok(
      'RPC_REQUEST',
      t.rpc('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: eoa,
          atomicRequired: true,
          calls: [
            { to: RECEIVER, value: numberToHex(parseEther('0.01')) },
            { to: RECEIVER, value: numberToHex(parseEther('0.02')) },
          ],
        },
      ]),
    )
    expect(t.approve.mock.calls[0]?.[0]).toMatchObject({
      method: 'wallet_sendCalls',
      address: eoa,
      upgrade: true,
    })
    let status: { status: number }
    do {
      status = await t.ok('RPC_REQUEST', t.rpc('wallet_getCallsStatus', [sent.id]))
    } while (status.status === CALLS_STATUS.pending)
    expect(status.status).toBe(CALLS_STATUS.confirmed)
    expect(await chain.client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.03'))
    // The EOA now runs Simple7702Account's code at its own address (EIP-7702's 0xef0100 prefix).
    expect(await chain.client.getCode({ address: eoa })).toBe(
      `0xef0100${chain.deployment.smartAccounts?.simple7702Account.slice(2).toLowerCase()}`,
    )
    expect(await capabilities()).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: false } },
    })
  })

  it('the EOA cannot send calls together where the network has no delegation', async () => {
    const t = setup({ delegation: false })
    const { eoa } = await visitor(t)
    await t.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    const calls = (atomicRequired: boolean) =>
      t.rpc('wallet_sendCalls', [
        { version: '2.0.0', chainId: '0x7a69', atomicRequired, calls: [{ to: RECEIVER }] },
      ])
    expect(await t.fails('RPC_REQUEST', calls(true))).toBe('ATOMIC_UNSUPPORTED')
    expect(await t.fails('RPC_REQUEST', calls(false))).toBe('CALLS_UNSUPPORTED')
    expect(await t.ok('RPC_REQUEST', t.rpc('wallet_getCapabilities', [eoa, ['0x7a69']]))).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
    expect(t.approve).not.toHaveBeenCalled()
  })

  it('refuses bad calls with the spec rules, before asking or sending', async () => {
    const t = setup()
    const { smart } = await visitor(t)
    const send = (call: Record<string, unknown>) =>
      t.fails(
        'RPC_REQUEST',
        t.rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', calls: [call] }]),
      )
    expect(await send({ to: RECEIVER.slice(2) })).toBe('CALL_TO_INVALID')
    expect(await send({ to: RECEIVER, data: 'abcd' })).toBe('CALL_DATA_INVALID')
    expect(await t.fails('RPC_REQUEST', t.rpc('wallet_getCapabilities', []))).toBe(
      'CAPABILITIES_ADDRESS_REQUIRED',
    )
    expect(
      await t.fails('RPC_REQUEST', t.rpc('wallet_getCallsStatus', [`0x${'ab'.repeat(64)}`])),
    ).toBe('CALLS_ID_UNKNOWN')
    expect(await t.fails('RPC_REQUEST', t.rpc('wallet_getCallsStatus', ['batch-7']))).toBe(
      'CALLS_ID_UNKNOWN',
    )
    expect(t.approve).not.toHaveBeenCalled()
    expect(await chain.client.getCode({ address: smart })).toBeUndefined()
  })
})
