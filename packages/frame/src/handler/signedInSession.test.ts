import { describe, expect, it } from 'vitest'
import { frameHandlerHarness as setup, TEST_PROJECT_ID } from '../testing/frameHandlerHarness'

describe('the signed-in session', () => {
  it('a reload is still connected without a new code', async () => {
    const first = setup()
    const address = await first.login()
    const reloaded = setup({
      server: first.server,
      deviceShares: first.deps.deviceShares,
      sessions: first.deps.sessions,
      deviceId: first.deps.deviceId,
    })
    expect(await reloaded.ok('IS_CONNECTED')).toEqual({ isConnected: true })
    expect(((await reloaded.ok('GET_USER', {})) as { address: string }).address).toBe(address)
    expect(first.server.calls.filter((c) => c === 'verifyOtp')).toHaveLength(1)
  })

  it('a revoked session reads as not connected and is forgotten', async () => {
    const t = setup()
    await t.login()
    t.server.sessions.clear()
    const reloaded = setup({
      server: t.server,
      deviceShares: t.deps.deviceShares,
      sessions: t.deps.sessions,
    })
    expect(await reloaded.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(t.deps.sessions.load()).toBeUndefined()
  })

  it('SIGN_OUT revokes the session and forgets the key', async () => {
    const t = setup()
    await t.login()
    await t.ok('SIGN_OUT')
    expect(t.server.sessions.size).toBe(0)
    expect(await t.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await t.fails('RPC_REQUEST', t.rpc('eth_accounts'))).toBe('NOT_CONNECTED')
    await t.ok('SIGN_OUT')
  })

  it('SIGN_OUT reports a server failure other than an expired session', async () => {
    const t = setup()
    await t.login()
    t.server.api.signOut = async () => {
      throw new Error('Server down')
    }
    expect(await t.failMessage('SIGN_OUT')).toBe('Server down')
    expect(t.deps.sessions.load()).toBeUndefined()
  })

  it('IS_CONNECTED reports an unreachable server as an error', async () => {
    const t = setup()
    await t.login()
    await t.ok('RELOAD')
    t.server.api.getSession = async () => {
      throw new Error('The wallet server could not be reached')
    }
    expect(await t.failMessage('IS_CONNECTED')).toBe('The wallet server could not be reached')
  })
})

describe('chain, account type, sync and unavailable features', () => {
  it('GET_CHAIN_ID and APP_SWITCH_NETWORK', async () => {
    const t = setup()
    expect(await t.ok('GET_CHAIN_ID')).toEqual({ chainId: 31337 })
    expect(await t.ok('APP_SWITCH_NETWORK', { chainId: 'eip155:10' })).toEqual({ chainId: 10 })
    expect(await t.ok('GET_CHAIN_ID')).toEqual({ chainId: 10 })
    expect(await t.fails('APP_SWITCH_NETWORK', { chainId: 'solana:abc' })).toBe(
      'INVALID_METHOD_PARAMS',
    )
    await t.login()
    expect(((await t.ok('GET_USER', { chainId: 1 })) as { chainId: number }).chainId).toBe(1)
    expect(await t.fails('GET_USER', { chainId: 'x' })).toBe('INVALID_METHOD_PARAMS')
  })

  it('smart accounts: none enabled, init refused, preference falls back to EOA', async () => {
    const t = setup()
    expect(await t.ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [],
    })
    expect(await t.fails('INIT_SMART_ACCOUNT')).toBe('NOT_CONNECTED')
    expect(await t.fails('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toBe('NOT_CONNECTED')
    const address = await t.login()
    expect(await t.fails('INIT_SMART_ACCOUNT')).toBe('SMART_ACCOUNTS_UNAVAILABLE')
    expect(await t.ok('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'eoa',
      address,
    })
  })

  it('SYNC_THEME and SYNC_DAPP_DATA are kept; another project is refused', async () => {
    const t = setup()
    await t.ok('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--accent': '#f00' } })
    await t.ok('SYNC_DAPP_DATA', {
      projectId: TEST_PROJECT_ID,
      sdkType: 'foyer',
      sdkVersion: '0.0.0',
      metadata: { name: 'Demo' },
      locale: 'ar',
    })
    expect(t.handler.state()).toEqual({
      theme: { themeMode: 'dark', themeVariables: { '--accent': '#f00' } },
      dappName: 'Demo',
      locale: 'ar',
    })
    expect(
      await t.fails('SYNC_DAPP_DATA', {
        projectId: 'a'.repeat(32),
        sdkType: 'foyer',
        sdkVersion: '0.0.0',
      }),
    ).toBe('WRONG_PROJECT')
  })

  it('SYNC_THEME tells the frame’s UI after keeping the theme (an open card restyles)', async () => {
    const seen: unknown[] = []
    const t = setup({ onThemeChange: () => seen.push(t.handler.state().theme?.themeMode) })
    await t.ok('SYNC_THEME', { themeMode: 'dark', themeVariables: {} })
    await t.ok('SYNC_THEME', { themeMode: 'light', themeVariables: {} })
    expect(seen).toEqual(['dark', 'light'])
  })

  it('RELOAD drops the in-memory key; the session brings it back', async () => {
    const t = setup()
    const address = await t.login()
    await t.ok('RELOAD')
    expect(await t.ok('RPC_REQUEST', t.rpc('eth_accounts'))).toEqual([address])
  })
})
