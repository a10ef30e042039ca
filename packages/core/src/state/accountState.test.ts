import { createConfig, http, mock } from '@wagmi/core'
import { expect, it } from 'vitest'
import { devChainA } from '../networks/devChains'
import { toViemChain } from '../networks/toViemChain'
import { accountStateOf, DISCONNECTED, readAccountState } from './accountState'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = toViemChain(devChainA)

function configWith(
  status: 'reconnecting' | 'connecting' | 'disconnected' | 'connected',
  { restored = false } = {},
) {
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [address] })],
    transports: { [chain.id]: http() },
    multiInjectedProviderDiscovery: false,
  })
  const live = config.connectors[0]
  if (!live) throw new Error('no connector')
  // What storage or a server's initialState holds: a copy of the connector, from another page.
  const connector = restored
    ? ({ id: live.id, name: live.name, type: live.type, uid: 'uid-of-an-earlier-page' } as never)
    : live
  config.setState((state) => ({
    ...state,
    status,
    current: restored ? 'uid-of-an-earlier-page' : live.uid,
    connections: new Map([
      [
        restored ? 'uid-of-an-earlier-page' : live.uid,
        { accounts: [address], chainId: chain.id, connector },
      ],
    ]),
  }))
  return { config, connector: live }
}

it('reports the account while restoring a remembered connection, as connecting', () => {
  expect(readAccountState(configWith('reconnecting', { restored: true }).config)).toEqual({
    status: 'connecting',
    isConnected: false,
    namespace: 'eip155',
    address,
    caipAddress: `eip155:31337:${address}`,
    chainId: 31337,
    connectorUid: undefined,
    connectorId: undefined,
  })
})

it('reports no account while a new connection is under way', () => {
  expect(readAccountState(configWith('connecting').config)).toMatchObject({
    status: 'connecting',
    isConnected: false,
    address: undefined,
  })
})

it('reports the connected account and its connector', () => {
  const { config, connector } = configWith('connected')
  expect(readAccountState(config)).toMatchObject({
    status: 'connected',
    isConnected: true,
    address,
    connectorUid: connector.uid,
    connectorId: 'mock',
  })
})

it('reports a wallet that answered while wagmi still reconnects others as connected', () => {
  const { config, connector } = configWith('reconnecting')
  expect(readAccountState(config)).toMatchObject({
    status: 'connected',
    isConnected: true,
    address,
    connectorUid: connector.uid,
  })
})

it('reads the state a server rendered with (no live connectors) without wagmi', () => {
  const { config } = configWith('reconnecting', { restored: true })
  expect(accountStateOf(config.state, [])).toEqual(readAccountState(config))
  expect(accountStateOf({ ...config.state, status: 'disconnected' }, [])).toBe(DISCONNECTED)
})
