import { describe, expect, it } from 'vitest'
import { describeApproval } from './describeApproval'

const address = '0x000000000000000000000000000000000000bEEF'

describe('describeApproval', () => {
  it('shows binary messages as hex and long text clipped', () => {
    const binary = describeApproval({
      method: 'personal_sign',
      address,
      chainId: 1,
      message: { raw: '0x0001ff' },
    })
    expect(binary.rows.at(-1)).toEqual({ label: 'Message', value: '0x0001ff' })
    const long = describeApproval({
      method: 'personal_sign',
      address,
      chainId: 1,
      message: 'a'.repeat(3000),
    })
    expect(long.rows.at(-1)?.value).toHaveLength(2001)
  })

  it('describes typed data and contract creation', () => {
    const typed = describeApproval({
      method: 'eth_signTypedData_v4',
      address,
      chainId: 1,
      typedData: { domain: { name: 'Foyer' }, types: {}, primaryType: 'Mail', message: { a: 1 } },
    })
    expect(typed.title).toBe('Sign typed data')
    expect(typed.rows).toContainEqual({ label: 'Domain', value: 'Foyer' })
    expect(typed.rows).toContainEqual({ label: 'Type', value: 'Mail' })
    const deploy = describeApproval({
      method: 'eth_sendTransaction',
      address,
      chainId: 1,
      rpcUrl: 'http://x.test',
      transaction: { data: '0x60' },
    })
    expect(deploy.rows).toContainEqual({ label: 'To', value: 'New contract' })
    expect(deploy.rows).toContainEqual({ label: 'Value', value: '0 ETH' })
    expect(deploy.rows.some((row) => row.label === 'Max network fee')).toBe(false)
    const withFee = describeApproval({
      method: 'eth_sendTransaction',
      address,
      chainId: 1,
      rpcUrl: 'http://x.test',
      transaction: { to: address },
      maxFee: 21000n * 10n ** 9n,
    })
    expect(withFee.rows).toContainEqual({ label: 'Max network fee', value: '0.000021 ETH' })
  })
})
