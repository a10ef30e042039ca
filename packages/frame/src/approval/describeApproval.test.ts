import { encodeFunctionData, erc20Abi, maxUint256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../handler/approvalRequest'
import { FRAME_STRINGS } from '../locale/frameStrings'
import { type ApprovalNode, describeApproval } from './describeApproval'

const address = '0x000000000000000000000000000000000000bEEF'
const other = '0x000000000000000000000000000000000000cafE'
const token = '0x00000000000000000000000000000000000000aa'

function send(
  transaction: Extract<ApprovalRequest, { method: 'eth_sendTransaction' }>['transaction'],
  extra: Partial<Extract<ApprovalRequest, { method: 'eth_sendTransaction' }>> = {},
): Extract<ApprovalRequest, { method: 'eth_sendTransaction' }> {
  return {
    method: 'eth_sendTransaction',
    address,
    chainId: 137,
    rpcUrl: 'http://x.test',
    transaction,
    ...extra,
  }
}

/** label → value of every row of a tree, flattened; groups as label → [children]. */
function flat(nodes: ApprovalNode[]): Record<string, unknown> {
  return Object.fromEntries(
    nodes.map((node) => [
      'children' in node ? node.label : node.label,
      'children' in node ? flat(node.children) : node.value,
    ]),
  )
}

describe('describeApproval', () => {
  it('words calls sent together: each call, token calls decoded, and who pays the gas', () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [other, 2_500_000n],
    })
    const calls: Extract<ApprovalRequest, { method: 'wallet_sendCalls' }> = {
      method: 'wallet_sendCalls',
      address,
      chainId: 137,
      calls: [
        { to: token as `0x${string}`, data: approve, value: 0n },
        { to: other as `0x${string}`, data: '0x' as const, value: 10n ** 17n },
        { to: other as `0x${string}`, data: '0x12345678' as const, value: 0n },
      ],
      sponsored: true,
      tokens: { [token]: { symbol: 'USDC', decimals: 6 } },
    }
    const described = describeApproval(calls)
    expect(described.title).toBe('Approve 3 calls')
    expect(flat(described.details)).toEqual({
      'Call 1 · Allow token spending': {
        Token: 'USDC',
        Contract: token,
        Spender: other,
        Allowance: '2.5 USDC',
      },
      'Call 2': { To: other, Value: '0.1 POL' },
      'Call 3': { To: other, 'Data · 4 bytes': { Data: '0x12345678' } },
      'Network fee': 'Paid by the app',
    })
    expect(described.warning).toBeUndefined()
    const unsponsored = describeApproval({ ...calls, sponsored: false, maxFee: 10n ** 15n })
    expect(flat(unsponsored.details)).toMatchObject({ 'Max network fee': '0.001 POL' })
    // The EOA's first batch delegates it (EIP-7702): said before anything else.
    expect(describeApproval({ ...calls, upgrade: true }).warning).toBe(
      'This upgrades your account at the same address (EIP-7702): it can then send calls together',
    )
  })

  it('words a session grant: the key, the expiry, the allowance and the calls it may make', () => {
    const grant = (recurring: boolean): ApprovalRequest => ({
      method: 'wallet_grantPermissions',
      address,
      chainId: 137,
      key: other,
      recurring,
      sponsored: true,
      session: {
        validAfter: recurring ? 1_800_000_000 : 0,
        validUntil: 1_800_003_600,
        period: 86_400,
        spendLimit: 10n ** 16n,
        calls: [
          { target: '0x0000000000000000000000000000000000000000', selector: '0x00000000' },
          { target: token, selector: '0xa9059cbb' },
          { target: token, selector: '0xffffffff' },
        ],
      },
    })
    const once = describeApproval(grant(false))
    expect(once.title).toBe('Allow a session')
    expect(once.warning).toMatch(/^The app can make these calls without asking you again/)
    const expires = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
    expect(flat(once.details)).toEqual({
      'Session key': other,
      Expires: expires.format(new Date(1_800_003_600_000)),
      'Spending limit': '0.01 POL',
      'Allowed calls': {
        'POL transfers': 'Any address',
        Contract: { Contract: token, Function: 'Any function' },
      },
      'Network fee': 'Paid by the app',
    })
    const calls = once.details.find((node) => node.label === 'Allowed calls')
    expect(calls && 'children' in calls ? calls.children[1] : undefined).toEqual({
      label: 'Contract',
      children: [
        { label: 'Contract', value: token, code: true },
        { label: 'Function', value: 'transfer(address,uint256)', code: true },
      ],
    })
    expect(flat(describeApproval(grant(true)).details)['Spending limit']).toBe(
      '0.01 POL every 1 day',
    )
    const german = describeApproval(grant(true), undefined, FRAME_STRINGS.de.approval, 'de')
    expect(flat(german.details).Ausgabelimit).toBe('0.01 POL alle 1 Tag')
  })

  it('words the end of a session', () => {
    const end = describeApproval({
      method: 'wallet_revokePermissions',
      address,
      chainId: 137,
      key: other,
    })
    expect(end.title).toBe('End a session')
    expect(flat(end.details)).toEqual({ 'Session key': other })
  })

  it('names the network and its coin from the frame’s own table', () => {
    const known = describeApproval(send({ to: other, value: 10n ** 18n }))
    expect(known.rows).toContainEqual({ label: 'Network', value: 'Polygon' })
    expect(known.title).toBe('Send POL')
    expect(flat(known.details)).toMatchObject({ To: other, Value: '1 POL' })
    const unknown = describeApproval({ ...send({ to: other, value: 1n }), chainId: 999_999 })
    expect(unknown.rows).toContainEqual({ label: 'Network', value: 'Chain 999999' })
    expect(flat(unknown.details)).toMatchObject({ Value: '0.000000000000000001 native coin' })
  })

  it('shows readable messages as text, binary ones as hex with a note, long ones clipped', () => {
    const text = describeApproval({
      method: 'personal_sign',
      address,
      chainId: 1,
      message: { raw: stringToHex('Sign in to Demo\nNonce: 42') },
    })
    expect(text.title).toBe('Sign message')
    expect(text.details).toEqual([
      { label: 'Message', value: 'Sign in to Demo\nNonce: 42', stacked: true },
    ])
    const binary = describeApproval({
      method: 'personal_sign',
      address,
      chainId: 1,
      message: { raw: '0x0001ff' },
    })
    expect(binary.details).toEqual([
      {
        label: 'Message',
        value: '0x0001ff',
        stacked: true,
        code: true,
        note: 'Not readable as text: shown as hex',
      },
    ])
    const long = describeApproval({
      method: 'personal_sign',
      address,
      chainId: 1,
      message: 'a'.repeat(3000),
    })
    expect((long.details[0] as { value: string }).value).toHaveLength(2001)
  })

  it('shows typed data as a tree: the domain with its network, then the message', () => {
    const typed = describeApproval({
      method: 'eth_signTypedData_v4',
      address,
      chainId: 1,
      typedData: {
        domain: { name: 'Foyer', version: '1', chainId: 1, verifyingContract: other },
        types: {},
        primaryType: 'Mail',
        message: { from: { name: 'Ann', wallet: address }, contents: 'Hello', tags: ['a', 'b'] },
      },
    })
    expect(typed.title).toBe('Sign typed data')
    expect(typed.warning).toBeUndefined()
    expect(flat(typed.details)).toEqual({
      Domain: { Name: 'Foyer', Version: '1', Network: 'Ethereum', 'Verifying contract': other },
      Type: 'Mail',
      Message: {
        from: { name: 'Ann', wallet: address },
        contents: 'Hello',
        tags: { 0: 'a', 1: 'b' },
      },
    })
  })

  it('warns when typed data is for another network, and cuts a huge tree', () => {
    let deep: Record<string, unknown> = { leaf: 1 }
    for (let i = 0; i < 20; i++) deep = { nested: deep }
    const typed = describeApproval({
      method: 'eth_signTypedData_v4',
      address,
      chainId: 1,
      typedData: {
        domain: { chainId: '8453' },
        types: {},
        primaryType: 'X',
        message: { deep, wide: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [i, i])) },
      },
    })
    expect(typed.warning).toBe('This signature is for another network than the current one')
    expect(JSON.stringify(typed.details)).not.toContain('leaf')
    expect(JSON.stringify(typed.details).length).toBeLessThan(40_000)
  })

  it('decodes ERC-20 transfers and allowances, in the token’s units when known', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [other, 1_500_000n],
    })
    const known = describeApproval(
      send({ to: token, data }, { token: { symbol: 'USDC', decimals: 6 } }),
    )
    expect(known.title).toBe('Send USDC')
    expect(flat(known.details)).toMatchObject({
      Token: 'USDC',
      Contract: token,
      Recipient: other,
      Amount: '1.5 USDC',
    })
    const unknown = describeApproval(send({ to: token, data }))
    expect(unknown.title).toBe('Send tokens')
    expect(flat(unknown.details)).toMatchObject({ Contract: token, Amount: '1500000 (raw units)' })
    expect(flat(unknown.details)).not.toHaveProperty('Token')
    const approve = describeApproval(
      send({
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [other, maxUint256],
        }),
      }),
    )
    expect(approve.title).toBe('Allow token spending')
    expect(flat(approve.details)).toMatchObject({ Spender: other, Allowance: 'Unlimited' })
  })

  it('titles contract calls and creation, with the data’s size and the fee in the native coin', () => {
    const call = describeApproval(
      send({ to: other, data: '0x12345678aa' }, { maxFee: 21000n * 10n ** 9n }),
    )
    expect(call.title).toBe('Approve transaction')
    expect(flat(call.details)).toEqual({
      To: other,
      'Max network fee': '0.000021 POL',
      'Data · 5 bytes': { Data: '0x12345678aa' },
    })
    const deploy = describeApproval(send({ data: '0x60' }))
    expect(deploy.title).toBe('Deploy contract')
    expect(flat(deploy.details)).toMatchObject({ To: 'New contract' })
  })

  it('speaks the table it is given', () => {
    const ar = describeApproval(send({ to: other, value: 1n }), 'Demo', FRAME_STRINGS.ar.approval)
    expect(ar.title).toBe('إرسال POL')
    expect(ar.rows[0]).toEqual({ label: 'مقدّم الطلب', value: 'Demo' })
  })
})
