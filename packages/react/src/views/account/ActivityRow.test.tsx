import { devChainA } from '@foyer/core'
import type { ActivityItem } from '@foyer/core/internal'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActivityRow } from './ActivityRow'

const hash = `0x${'1f'.repeat(32)}` as const
const item = (change: Partial<ActivityItem>): ActivityItem => ({
  id: hash,
  hash,
  chain: 'eip155:31337',
  status: 'confirmed',
  operationType: 'send',
  time: '2025-01-01T12:00:00.000Z',
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  transfers: [
    {
      fungible_info: { name: 'Foyer USD', symbol: 'FUSD' },
      direction: 'out',
      quantity: { numeric: '12.500000' },
    },
  ],
  local: false,
  ...change,
})
const explorer = {
  ...devChainA,
  blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } },
}

describe('ActivityRow', () => {
  it('shows what was done, the amount with its direction, the status and the explorer link', () => {
    render(<ActivityRow item={item({})} network={explorer} />)
    const row = screen.getByTestId('foyer-activity-item')
    expect(row.dataset.status).toBe('confirmed')
    expect(row.textContent).toContain('Sent')
    expect(row.textContent).toContain('−12.5 FUSD')
    expect(row.textContent).toContain('Confirmed')
    const link = screen.getByRole('link', { name: 'View the transaction on Scan' })
    expect(link.getAttribute('href')).toBe(`https://scan.example/tx/${hash}`)
  })

  it('shows both sides of a swap, what went out first, whatever order the logs had', () => {
    const transfers: ActivityItem['transfers'] = [
      {
        fungible_info: { name: 'Foyer Token', symbol: 'FOY' },
        direction: 'in',
        quantity: { numeric: '99.7' },
      },
      {
        fungible_info: { name: 'Foyer USD', symbol: 'FUSD' },
        direction: 'out',
        quantity: { numeric: '25' },
      },
    ]
    render(<ActivityRow item={item({ operationType: 'trade', transfers })} network={explorer} />)
    expect(screen.getByText('Swapped')).toBeTruthy()
    const amounts = screen.getByTestId('foyer-activity-item').querySelector('.token-amount')
    expect(amounts?.textContent).toMatch(/^−25 FUSD\+99\.7 FOY/)
  })

  it('marks a pending transfer in, and has no link without an explorer', () => {
    const transfers = [
      { ...item({}).transfers[0], direction: 'in' as const, quantity: { numeric: '1' } },
    ]
    render(
      <ActivityRow
        item={item({ status: 'pending', operationType: 'receive', transfers })}
        network={devChainA}
      />,
    )
    const row = screen.getByTestId('foyer-activity-item')
    expect(row.dataset.status).toBe('pending')
    expect(row.textContent).toContain('Received')
    expect(row.textContent).toContain('+1 FUSD')
    expect(row.textContent).toContain('Pending')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows an on-ramp purchase as bought, with what was paid; a failed one has no link', () => {
    const onramp = {
      provider: 'foyer-sandbox',
      status: 'failed',
      fiatAmount: '50',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
    } as const
    const transfers = [
      { ...item({}).transfers[0], direction: 'in' as const, quantity: { numeric: '0.0245' } },
    ]
    render(
      <ActivityRow
        item={item({ hash: '' as `0x${string}`, status: 'failed', onramp, transfers })}
        network={explorer}
      />,
    )
    const row = screen.getByTestId('foyer-activity-item')
    expect(row.dataset.onramp).toBe('failed')
    expect(row.textContent).toContain('Bought')
    // No money was taken: nothing is said to be paid.
    expect(row.textContent).not.toContain('Paid')
    expect(row.textContent).toContain('+0.0245 FUSD')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says what a bought transfer cost', () => {
    const onramp = {
      provider: 'foyer-sandbox',
      status: 'completed',
      fiatAmount: '50',
      fiatCurrency: 'EUR',
      paymentMethod: 'card',
    } as const
    render(<ActivityRow item={item({ onramp })} network={explorer} />)
    expect(screen.getByTestId('foyer-activity-item').textContent).toContain('Bought')
    expect(screen.getByTestId('foyer-activity-item').textContent).toContain('Paid €50.00')
  })
})
