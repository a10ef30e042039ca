import { createConfig, http } from '@wagmi/core'
import { expect, it } from 'vitest'
import { devChainA, devChainB } from '../networks/devChains'
import { toViemChain } from '../networks/toViemChain'
import { checkWagmiChains } from './checkWagmiChains'

const a = toViemChain(devChainA)
const b = toViemChain(devChainB)
const config = createConfig({ chains: [a], transports: { [a.id]: http() } })

it('accepts a config that has every chain', () => {
  expect(() => checkWagmiChains(config, [a])).not.toThrow()
})

it('refuses a config that lacks a chain, naming it, with a code', () => {
  expect(() => checkWagmiChains(config, [a, b])).toThrow(
    expect.objectContaining({
      code: 'WAGMI_CONFIG_MISSING_CHAINS',
      message: 'The wagmi config has no chain for Foyer Dev B (31338)',
    }),
  )
})
