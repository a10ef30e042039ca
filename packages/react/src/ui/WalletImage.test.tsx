import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { monogramColour, WalletImage } from './WalletImage'

describe('WalletImage', () => {
  it('shows the icon when there is one, decorative', () => {
    const { container } = render(<WalletImage name="Rainbow" src="/rainbow.svg" />)
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('falls back to the monogram when the icon fails to load', () => {
    const { container } = render(<WalletImage name="Rainbow" src="/missing.svg" />)
    const image = container.querySelector('img')
    if (!image) throw new Error('no icon')
    fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.monogram')?.textContent).toBe('R')
  })

  it('gives wallets without an icon monograms of different colours', () => {
    const names = ['Best Wallet', 'Bloom Wallet', 'Bifrost Wallet', 'Bitget Wallet', 'BitPay']
    expect(new Set(names.map(monogramColour)).size).toBe(names.length)
    const { container } = render(<WalletImage name="Best Wallet" />)
    const monogram = container.querySelector('.monogram') as HTMLElement
    expect(monogram.textContent).toBe('B')
    expect(monogram.style.background).not.toBe('')
    expect(monogramColour('Best Wallet')).toBe(monogramColour('Best Wallet'))
  })
})
