import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { sponsorshipRefusal } from './sponsorshipPolicy'

const ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function grantSession(address key)',
])
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const execute = (target: `0x${string}`) =>
  encodeFunctionData({ abi: ABI, functionName: 'execute', args: [target, 0n, '0x'] })
const batch = (...targets: `0x${string}`[]) =>
  encodeFunctionData({
    abi: ABI,
    functionName: 'executeBatch',
    args: [targets.map((target) => ({ target, value: 0n, data: '0x' as const }))],
  })

const on = (allowedContracts: `0x${string}`[] = []) => ({
  isEnabled: true,
  config: { dailyOperationsPerAccount: null, allowedContracts },
})

describe('sponsorshipRefusal', () => {
  it('refuses everything while sponsorship is off', () => {
    expect(sponsorshipRefusal({ ...on(), isEnabled: false }, execute(TOKEN))).toBe(
      'SPONSORSHIP_OFF',
    )
  })

  it('covers any operation with no contract list', () => {
    expect(sponsorshipRefusal(on(), execute(OTHER))).toBeUndefined()
    expect(sponsorshipRefusal(on(), '0x1234')).toBeUndefined()
  })

  it('covers only calls that all go to a listed contract', () => {
    const policy = on([TOKEN.toLowerCase() as `0x${string}`])
    expect(sponsorshipRefusal(policy, execute(TOKEN))).toBeUndefined()
    expect(sponsorshipRefusal(policy, batch(TOKEN, TOKEN))).toBeUndefined()
    expect(sponsorshipRefusal(policy, batch(TOKEN, OTHER))).toBe('SPONSORSHIP_CONTRACT_NOT_ALLOWED')
    expect(sponsorshipRefusal(policy, execute(OTHER))).toBe('SPONSORSHIP_CONTRACT_NOT_ALLOWED')
  })

  it('refuses with a list what it cannot read', () => {
    const policy = on([TOKEN])
    const other = encodeFunctionData({ abi: ABI, functionName: 'grantSession', args: [OTHER] })
    expect(sponsorshipRefusal(policy, other)).toBe('SPONSORSHIP_UNSUPPORTED_CALL')
    expect(sponsorshipRefusal(policy, '0x')).toBe('SPONSORSHIP_UNSUPPORTED_CALL')
  })
})
