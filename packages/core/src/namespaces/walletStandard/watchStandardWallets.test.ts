import { getWallets } from '@wallet-standard/app'
import type { IdentifierString, Wallet } from '@wallet-standard/base'
import { afterEach, expect, it } from 'vitest'
import { watchStandardWallets } from './watchStandardWallets'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A bare Wallet Standard wallet whose chains can change (announced by `standard:events`). */
function testWallet(name: string, first: IdentifierString[]) {
  const listeners = new Set<() => void>()
  let chains = first
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    get chains() {
      return chains
    },
    accounts: [],
    features: {
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: () => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }
  return {
    wallet,
    listeners,
    change(next: IdentifierString[]) {
      chains = next
      for (const listener of listeners) listener()
    },
  }
}

const isFoo = (wallet: Wallet) => wallet.chains.some((chain) => chain.startsWith('foo:'))

it('gives the wallets the filter keeps, now and as they register, change and unregister', () => {
  const registry = getWallets()
  const kept = testWallet(`Kept ${crypto.randomUUID()}`, ['foo:mainnet'])
  const other = testWallet(`Other ${crypto.randomUUID()}`, ['bar:mainnet'])
  cleanups.push(registry.register(kept.wallet), registry.register(other.wallet))
  const seen: string[][] = []
  const stop = watchStandardWallets(registry, isFoo, (wallets) =>
    seen.push(
      wallets.map((wallet) => wallet.name).filter((name) => /^(Kept|Other|Late) /.test(name)),
    ),
  )
  cleanups.push(stop)
  expect(seen.at(-1)).toEqual([kept.wallet.name])

  other.change(['foo:devnet'])
  expect(seen.at(-1)).toEqual([kept.wallet.name, other.wallet.name])

  const late = testWallet(`Late ${crypto.randomUUID()}`, ['foo:mainnet'])
  const unregister = registry.register(late.wallet)
  expect(seen.at(-1)).toEqual([kept.wallet.name, other.wallet.name, late.wallet.name])
  unregister()
  expect(seen.at(-1)).toEqual([kept.wallet.name, other.wallet.name])
})

it('stops: no more changes, and the wallets’ change listeners are removed', () => {
  const registry = getWallets()
  const test = testWallet(`Kept ${crypto.randomUUID()}`, ['foo:mainnet'])
  cleanups.push(registry.register(test.wallet))
  let calls = 0
  const stop = watchStandardWallets(registry, isFoo, () => calls++)
  expect(calls).toBe(1)
  expect(test.listeners.size).toBe(1)
  stop()
  expect(test.listeners.size).toBe(0)
  test.change(['foo:devnet'])
  cleanups.push(registry.register(testWallet(`Late ${crypto.randomUUID()}`, ['foo:x']).wallet))
  expect(calls).toBe(1)
})
