import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { registerWallet, type WalletRegistrar } from './registerWallet'

const wallet = { name: 'Test', version: '1.0.0' } as unknown as Wallet

/** An app's side of the handshake (as @wallet-standard/app's getWallets does it). */
function app(target: EventTarget) {
  const registered: Wallet[] = []
  const api: WalletRegistrar = {
    register(...wallets) {
      registered.push(...wallets)
      return () => {}
    },
  }
  return {
    registered,
    listen() {
      target.addEventListener('wallet-standard:register-wallet', (event) => {
        ;(event as unknown as { detail: (api: WalletRegistrar) => void }).detail(api)
      })
    },
    ready() {
      target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
    },
  }
}

describe('registerWallet (the wallet side of the Wallet Standard handshake)', () => {
  it('registers with an app that listens already', () => {
    const target = new EventTarget()
    const page = app(target)
    page.listen()
    registerWallet(wallet, target)
    expect(page.registered).toEqual([wallet])
  })

  it('registers with an app that loads later, when it says it is ready', () => {
    const target = new EventTarget()
    registerWallet(wallet, target)
    const page = app(target)
    expect(page.registered).toEqual([])
    page.ready()
    expect(page.registered).toEqual([wallet])
  })

  it('its register event cannot be cancelled or stopped by another listener', () => {
    const target = new EventTarget()
    const errors: unknown[] = []
    target.addEventListener('wallet-standard:register-wallet', (event) => {
      for (const stop of [
        'preventDefault',
        'stopPropagation',
        'stopImmediatePropagation',
      ] as const) {
        try {
          event[stop]()
        } catch (error) {
          errors.push(error)
        }
      }
    })
    registerWallet(wallet, target)
    expect(errors).toHaveLength(3)
  })
})
