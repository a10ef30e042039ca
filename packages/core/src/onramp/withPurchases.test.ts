import { describe, expect, it } from 'vitest'
import type { ActivityItem } from '../account/activityItem'
import { withPurchases } from './withPurchases'

const item = (id: string, hash: string, extra: Partial<ActivityItem> = {}): ActivityItem => ({
  id,
  hash: hash as `0x${string}`,
  chain: 'eip155:31337',
  status: 'confirmed',
  operationType: 'receive',
  time: '2026-11-27T08:00:00.000Z',
  from: '0x1',
  to: '0x2',
  transfers: [],
  local: false,
  ...extra,
})
const onramp = {
  provider: 'foyer-sandbox',
  status: 'completed',
  fiatAmount: '50',
  fiatCurrency: 'USD',
  paymentMethod: 'card',
} as const

describe('withPurchases', () => {
  it('marks a delivered transaction as bought, and lists the purchases not on the page', () => {
    const delivered = item('p1', '0xAA', { onramp })
    const failed = item('p2', '', { status: 'failed', onramp: { ...onramp, status: 'failed' } })
    const merged = withPurchases([item('t1', '0xaa'), item('t2', '0xbb')], [delivered, failed])
    expect(merged.map((entry) => [entry.id, entry.onramp?.status])).toEqual([
      ['t1', 'completed'],
      ['t2', undefined],
      ['p2', 'failed'],
    ])
  })
})
