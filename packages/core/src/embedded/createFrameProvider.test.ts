import { describe, expect, it, vi } from 'vitest'
import { createScriptedFrame } from '../testing/scriptedFrame'
import { createFrameProvider } from './createFrameProvider'
import { ProviderRpcError } from './frameRpcErrors'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const rpcUrls = new Map([
  [31337, 'http://127.0.0.1:8545'],
  [31338, 'http://127.0.0.1:8546'],
])

function setup(chainId = 31337) {
  const frame = createScriptedFrame()
  const onNotAllowed = vi.fn()
  const provider = createFrameProvider({
    call: frame.call,
    rpcUrl: (id) => rpcUrls.get(id),
    chainId,
    onNotAllowed,
  })
  return { frame, provider, onNotAllowed }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: unknown) => error,
  )

describe('createFrameProvider', () => {
  it('answers the accounts from the signed-in account, without the frame', async () => {
    const { frame, provider } = setup()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([])
    provider.setAccount(address)
    expect(provider.account()).toBe(address)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    provider.setAccount(undefined)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(frame.calls).toEqual([])
  })

  it('answers eth_chainId in hex, without the frame', async () => {
    const { frame, provider } = setup(31338)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(provider.chainId()).toBe(31338)
    expect(frame.calls).toEqual([])
  })

  it('switches the network with APP_SWITCH_NETWORK and emits chainChanged', async () => {
    const { frame, provider } = setup()
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId: never) => changes.push(chainId))
    frame.answer('APP_SWITCH_NETWORK', { chainId: 31338 })
    const result = await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(result).toBeNull()
    expect(frame.calls).toEqual([{ type: 'APP_SWITCH_NETWORK', payload: { chainId: 31338 } }])
    expect(changes).toEqual(['0x7a6a'])
    expect(provider.chainId()).toBe(31338)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('does not emit chainChanged when already on the chain', async () => {
    const { frame, provider } = setup()
    const listener = vi.fn()
    provider.on('chainChanged', listener)
    frame.answer('APP_SWITCH_NETWORK', { chainId: 31337 })
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(frame.types()).toEqual(['APP_SWITCH_NETWORK'])
    expect(listener).not.toHaveBeenCalled()
  })

  it('refuses an unknown chain with 4902 and asks nothing of the frame', async () => {
    const { frame, provider } = setup()
    const listener = vi.fn()
    provider.on('chainChanged', listener)
    const error = await failure(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    )
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4902 })
    const noParams = await failure(provider.request({ method: 'wallet_switchEthereumChain' }))
    expect(noParams).toMatchObject({ code: 4902 })
    expect(frame.calls).toEqual([])
    expect(listener).not.toHaveBeenCalled()
    expect(provider.chainId()).toBe(31337)
  })

  it('keeps the chain when the frame fails the switch', async () => {
    const { frame, provider } = setup()
    const listener = vi.fn()
    provider.on('chainChanged', listener)
    frame.fail('APP_SWITCH_NETWORK', 'SOMETHING_WENT_WRONG')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toThrow('Something went wrong')
    expect(provider.chainId()).toBe(31337)
    expect(listener).not.toHaveBeenCalled()
  })

  it('sends every other method as one RPC_REQUEST with chain, namespace and RPC URL', async () => {
    const { frame, provider } = setup()
    frame.answer('RPC_REQUEST', '0x10')
    frame.answer('RPC_REQUEST', '0xsig')
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(
      await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }),
    ).toBe('0xsig')
    expect(frame.calls).toEqual([
      {
        type: 'RPC_REQUEST',
        payload: {
          method: 'eth_blockNumber',
          chainId: 31337,
          chainNamespace: 'eip155',
          rpcUrl: 'http://127.0.0.1:8545',
        },
      },
      {
        type: 'RPC_REQUEST',
        payload: {
          method: 'personal_sign',
          params: ['0x68656c6c6f', address],
          chainId: 31337,
          chainNamespace: 'eip155',
          rpcUrl: 'http://127.0.0.1:8545',
        },
      },
    ])
  })

  it('sends RPC requests on the chain switched to', async () => {
    const { frame, provider } = setup()
    frame.answer('APP_SWITCH_NETWORK', { chainId: 31338 })
    frame.answer('RPC_REQUEST', '0x7a6a')
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    await provider.request({ method: 'net_version' })
    expect(frame.payloads('RPC_REQUEST')).toEqual([
      {
        method: 'net_version',
        chainId: 31338,
        chainNamespace: 'eip155',
        rpcUrl: 'http://127.0.0.1:8546',
      },
    ])
  })

  it('refuses an RPC request on a chain without an RPC URL, without the frame', async () => {
    const { frame, provider } = setup(1)
    expect(await failure(provider.request({ method: 'eth_blockNumber' }))).toMatchObject({
      code: 4902,
    })
    expect(frame.calls).toEqual([])
  })

  it('turns a rejection into 4001', async () => {
    const { frame, provider, onNotAllowed } = setup()
    frame.fail('RPC_REQUEST', 'USER_REJECTED')
    const error = await failure(provider.request({ method: 'eth_sendTransaction', params: [{}] }))
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(onNotAllowed).not.toHaveBeenCalled()
  })

  it('calls onNotAllowed and rejects with 4200 for a call the frame does not allow', async () => {
    const { frame, provider, onNotAllowed } = setup()
    frame.fail('RPC_REQUEST', 'REQUEST_NOT_ALLOWED')
    const error = await failure(provider.request({ method: 'eth_sign', params: [address, '0x'] }))
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    expect(onNotAllowed).toHaveBeenCalledOnce()
  })

  it('refuses what the project does not allow (smartSessions off) with 4200, without the frame', async () => {
    const frame = createScriptedFrame()
    const onNotAllowed = vi.fn()
    const provider = createFrameProvider({
      call: frame.call,
      rpcUrl: (id) => rpcUrls.get(id),
      chainId: 31337,
      allows: (method) => method !== 'wallet_grantPermissions',
      onNotAllowed,
    })
    const error = await failure(
      provider.request({ method: 'wallet_grantPermissions', params: [{ expiry: 1 }] }),
    )
    expect(error).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    expect(onNotAllowed).toHaveBeenCalledOnce()
    expect(frame.types()).toEqual([])
  })

  it('passes any other frame error on unchanged', async () => {
    const { frame, provider, onNotAllowed } = setup()
    frame.fail('RPC_REQUEST', 'RPC_ERROR', 'execution reverted')
    const error = await failure(provider.request({ method: 'eth_call', params: [{}, 'latest'] }))
    expect(error).not.toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 'RPC_ERROR', details: 'execution reverted' })
    expect(onNotAllowed).not.toHaveBeenCalled()
  })

  it('emits to listeners until they are removed', () => {
    const { provider } = setup()
    const listener = vi.fn()
    provider.on('accountsChanged', listener)
    provider.emit('accountsChanged', [address])
    provider.removeListener('accountsChanged', listener)
    provider.emit('accountsChanged', [])
    expect(listener).toHaveBeenCalledOnce()
    expect(listener).toHaveBeenCalledWith([address])
  })
})
