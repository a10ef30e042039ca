import { createFoyer, devChainA, devChainB, type Foyer } from '@foyer/core'
import { embeddedFoyer, memoryStorage, TEST_PROJECT_ID } from '@foyer/core/testing'
import type { EmbeddedUser } from '@foyer/protocol'
import { act, renderHook, waitFor } from '@testing-library/react'
import { connect, mock } from '@wagmi/core'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../provider/FoyerProvider'
import { useAccountTypeSwitch } from './useAccountTypeSwitch'

let foyer: Foyer | undefined
afterEach(() => {
  foyer?.destroy()
  foyer = undefined
})

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'
const onChainA: EmbeddedUser = {
  address: SMART,
  chainId: devChainA.id,
  accounts: [
    { address: SMART, type: 'smartAccount' },
    { address: EOA, type: 'eoa' },
  ],
  preferredAccountType: 'smartAccount',
  smartAccountDeployed: false,
}
/** Dev chain B has no smart accounts here: the visitor is on the EOA. */
const onChainB: EmbeddedUser = {
  address: EOA,
  chainId: devChainB.id,
  accounts: [{ address: EOA, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

/** The provider of the test's kit (`foyer`). */
function Wrapper({ children }: { children: ReactNode }) {
  if (!foyer) throw new Error('no kit')
  return <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
}

describe('useAccountTypeSwitch', () => {
  it('is not offered for a browser wallet', async () => {
    foyer = createFoyer({
      networks: [devChainA],
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      apiUrl: 'http://127.0.0.1:9',
      projectId: TEST_PROJECT_ID,
      storage: memoryStorage(),
      logLevel: 'silent',
      walletConnect: false,
      connectors: [mock({ accounts: [EOA] })],
    })
    const kit = foyer
    const { result } = renderHook(() => useAccountTypeSwitch(), { wrapper: Wrapper })
    const { config } = await kit.wagmi.load()
    const connector = config.connectors.find((candidate) => candidate.type === 'mock')
    if (!connector) throw new Error('no mock connector')
    await act(() => connect(config, { connector }))
    await waitFor(() => expect(kit.account.get().address).toBe(EOA))
    expect(result.current).toBeUndefined()
  })

  it('follows the network: offered where the frame lists a smart account, not elsewhere; a failure goes with a network change', async () => {
    const t = await embeddedFoyer({ networks: [devChainA, devChainB] })
    foyer = t.foyer
    t.frame.answer('CONNECT_PASSKEY', onChainA)
    t.frame.answer('GET_USER', onChainA)
    t.frame.answer('GET_RECOVERY', { passkeys: [], password: true, custodial: false })
    const { result } = renderHook(() => useAccountTypeSwitch(), { wrapper: Wrapper })
    expect(result.current).toBeUndefined()
    await act(() => t.foyer.signIn.passkey())
    await waitFor(() =>
      expect(result.current).toMatchObject({ current: 'smartAccount', next: 'eoa' }),
    )

    t.frame.fail('SET_PREFERRED_ACCOUNT')
    act(() => result.current?.toggle())
    expect(result.current?.pending).toBe(true)
    await waitFor(() => expect(result.current?.error).toEqual({ code: 'ERROR_OCCURRED' }))
    expect(result.current?.pending).toBe(false)

    t.frame.answer('APP_SWITCH_NETWORK', { chainId: devChainB.id })
    t.frame.answer('GET_USER', onChainB)
    await act(() => t.foyer.switchNetwork(devChainB))
    await waitFor(() => expect(t.foyer.account.get().address).toBe(EOA))
    expect(result.current).toBeUndefined()

    t.frame.answer('APP_SWITCH_NETWORK', { chainId: devChainA.id })
    t.frame.answer('GET_USER', onChainA)
    await act(() => t.foyer.switchNetwork(devChainA))
    await waitFor(() => expect(result.current?.current).toBe('smartAccount'))
    // The failure was on dev chain A before the visit to B: it is not shown again.
    expect(result.current?.error).toBeUndefined()
  })
})
