import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { bitcoin } from '../../networks/bitcoinNetworks'
import { createStorage } from '../../storage/createStorage'
import { memoryStorage } from '../../testing/scriptedWallet'
import { standardConnectionMemory } from './standardConnectionMemory'
import { standardRestore } from './standardRestore'

const walletNamed = (name: string) => ({ name }) as Wallet

/** A restorer over `wallets` whose silent ask `answer` steers; `shown` is what it adopted. */
function setUp(answer: (wallet: Wallet) => Promise<string | undefined>) {
  const memory = standardConnectionMemory(createStorage(memoryStorage()), 'bip122')
  memory.set({ wallet: 'Remembered', chain: bitcoin.caipNetworkId })
  const state = { wallets: [] as Wallet[], busy: false, asked: 0, shown: [] as string[] }
  const restorer = standardRestore<string>({
    memory,
    wallets: () => state.wallets,
    busy: () => state.busy,
    ask: (wallet, remembered) => {
      state.asked++
      expect(remembered).toEqual({ wallet: 'Remembered', chain: bitcoin.caipNetworkId })
      return answer(wallet)
    },
    adopt: (wallet, found) => {
      state.shown.push(`${wallet.name}:${found}`)
    },
  })
  return { memory, state, restorer }
}

describe('standardRestore', () => {
  it('asks the remembered wallet once, however often restore is called, and shows its answer', async () => {
    const { state, restorer, memory } = setUp(async () => 'account')
    state.wallets = [walletNamed('Other'), walletNamed('Remembered')]
    await Promise.all([restorer.restore(), restorer.restore()])
    expect(state).toMatchObject({ asked: 1, shown: ['Remembered:account'] })
    expect(memory.get()).toBeDefined()
  })

  it('waits for the remembered wallet to register, and then asks it', async () => {
    const { state, restorer } = setUp(async () => 'account')
    await restorer.restore()
    expect(state.asked).toBe(0)
    restorer.registered([walletNamed('Other')])
    expect(state.asked).toBe(0)
    restorer.registered([walletNamed('Remembered')])
    await expect.poll(() => state.shown).toEqual(['Remembered:account'])
    // Once: a later registration asks nothing more.
    restorer.registered([walletNamed('Remembered')])
    expect(state.asked).toBe(1)
  })

  it('stops waiting once stopped (the adapter released)', async () => {
    const { state, restorer } = setUp(async () => 'account')
    await restorer.restore()
    restorer.stop()
    restorer.registered([walletNamed('Remembered')])
    expect(state.asked).toBe(0)
  })

  it('forgets a wallet that gives no account, or fails', async () => {
    for (const answer of [async () => undefined, () => Promise.reject(new Error('locked'))]) {
      const { state, restorer, memory } = setUp(answer)
      state.wallets = [walletNamed('Remembered')]
      await restorer.restore()
      expect(state.shown).toEqual([])
      expect(memory.get()).toBeUndefined()
    }
  })

  it('asks nothing while connected, and a connection made during the ask stands (remembered)', async () => {
    let settle: (value: string | undefined) => void = () => {}
    const { state, restorer, memory } = setUp(
      () =>
        new Promise((resolve) => {
          settle = resolve
        }),
    )
    state.wallets = [walletNamed('Remembered')]
    state.busy = true
    await restorer.restore()
    expect(state.asked).toBe(0)

    state.busy = false
    const restoring = restorer.restore()
    // The visitor connects another wallet while the remembered one is asked; then it fails.
    state.busy = true
    settle(undefined)
    await restoring
    expect(state.shown).toEqual([])
    expect(memory.get()).toBeDefined()
  })
})
