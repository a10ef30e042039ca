import { type Connector, createConfig, createConnector, http, injected, mock } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { devChainA } from '../networks/devChains'
import { toViemChain } from '../networks/toViemChain'
import { adoptWagmiConfig } from './adoptWagmiConfig'

const chain = toViemChain(devChainA)
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function dappConfig(ssr?: boolean) {
  return createConfig({
    chains: [chain],
    connectors: [injected()],
    transports: { [chain.id]: http() },
    multiInjectedProviderDiscovery: false,
    ...(ssr === undefined ? {} : { ssr }),
  })
}

/** A connector that records its setup (wagmi calls `setup` when it lists a connector). */
function recordingConnector(id: string, setups: string[]) {
  return createConnector((config) => {
    const inner = mock({ accounts: [address] })(config)
    return {
      ...inner,
      id,
      name: id,
      async setup() {
        setups.push(id)
        await inner.setup?.()
      },
    }
  })
}

describe('adoptWagmiConfig (against wagmi createConfig)', () => {
  it('lists the connectors in the config, set up by wagmi with their own uid', () => {
    const config = dappConfig()
    const setups: string[] = []
    adoptWagmiConfig(config, () => [
      recordingConnector('a', setups),
      recordingConnector('b', setups),
    ])
    expect(config.connectors.map((c) => c.id)).toEqual(['injected', 'a', 'b'])
    expect(setups).toEqual(['a', 'b'])
    const listed: readonly Connector[] = config.connectors
    expect(new Set(listed.map((c) => c.uid)).size).toBe(3)
    // wagmi reaches an added connector by its uid (connections are keyed by it).
    expect(listed[1]?.emitter.uid).toBe(listed[1]?.uid)
  })

  it('connects through an added connector with wagmi actions', async () => {
    const { connect, getConnection } = await import('@wagmi/core')
    const config = dappConfig()
    adoptWagmiConfig(config, () => [recordingConnector('a', [])])
    const added = config.connectors.find((c) => c.id === 'a')
    if (!added) throw new Error('not added')
    await connect(config, { connector: added })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address, chainId: chain.id })
    expect(getConnection(config).connector?.uid).toBe(added.uid)
  })

  it('replaces what an earlier adoption added, and release takes them out again', () => {
    const config = dappConfig()
    adoptWagmiConfig(config, () => [recordingConnector('a', [])])
    const seen: string[][] = []
    const second = adoptWagmiConfig(config, (own) => {
      seen.push(own.map((c) => c.id))
      return [recordingConnector('a', [])]
    })
    // The second adoption sees the dapp's connectors only, and replaces the first's.
    expect(seen).toEqual([['injected']])
    expect(config.connectors.map((c) => c.id)).toEqual(['injected', 'a'])
    second.release()
    expect(config.connectors.map((c) => c.id)).toEqual(['injected'])
  })

  it("reads the config's ssr flag", () => {
    expect(adoptWagmiConfig(dappConfig(), () => []).ssr).toBe(false)
    expect(adoptWagmiConfig(dappConfig(true), () => []).ssr).toBe(true)
  })
})
