import {
  type Address,
  createWalletClient,
  type HDAccount,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { TestWalletControl, TestWalletProvider } from './control'
import { devChain } from './devChain'
import { announceProvider, testWalletInfo } from './eip6963'
import { createEmitter } from './emitter'
import { forwardRpc } from './forwardRpc'
import { TEST_MNEMONIC } from './mnemonic'
import type { TestWalletOptions } from './options'
import { invalidParams, ProviderRpcError, RPC_ERROR, unauthorized, userRejected } from './rpcError'
import { parseTransactionRequest } from './transactionRequest'
import { loadWalletMemory, saveWalletMemory } from './walletStorage'

/** Methods answered by the chain's node; signing and account methods never go there. */
const FORWARDED = /^(eth|net|web3)_/
const NEVER_FORWARDED = /^eth_(sign|accounts|requestAccounts|sendTransaction|coinbase)/

function paramList(params: unknown): unknown[] {
  if (params === undefined || params === null) return []
  if (Array.isArray(params)) return params
  throw invalidParams('params must be an array')
}

function chainIdParam(value: unknown): number {
  const raw = (value as { chainId?: unknown } | undefined)?.chainId
  if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]+$/.test(raw)) {
    throw invalidParams(`chainId must be a hex string, got ${JSON.stringify(raw)}`)
  }
  return Number(raw)
}

/**
 * Installs the Foyer test wallet into the current (top-level) page: a real EIP-1193 provider that
 * signs locally with an account of the test mnemonic and reads from the dev chains.
 */
export function installTestWallet(options: TestWalletOptions): void {
  if (window !== window.top || window.__foyerTestWallet) return

  const firstChain = options.chains[0]
  if (!firstChain) throw new Error('Foyer test wallet: no chains given')
  const rpcUrls = new Map(options.chains.map((chain) => [chain.id, chain.rpcUrl]))
  const memory = loadWalletMemory()

  let accountIndex = memory.accountIndex ?? options.accountIndex ?? 0
  let account: HDAccount = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: accountIndex })
  let chainId =
    memory.chainId !== undefined && rpcUrls.has(memory.chainId)
      ? memory.chainId
      : (options.initialChainId ?? firstChain.id)
  let connected = memory.connected === true

  const emitter = createEmitter()
  const requests: string[] = []
  const remember = () => saveWalletMemory({ connected, accountIndex, chainId })

  const rpcUrl = (): string => {
    const url = rpcUrls.get(chainId)
    if (!url) throw new ProviderRpcError(RPC_ERROR.disconnected, `No RPC URL for chain ${chainId}`)
    return url
  }

  const isOwnAddress = (value: unknown): boolean =>
    typeof value === 'string' && isAddress(value, { strict: false })
      ? isAddressEqual(value, account.address)
      : false

  /** Signing needs a connected site and, when the request names an account, ours. */
  const requireAccount = (requested: unknown): void => {
    if (!connected) throw unauthorized()
    if (requested !== undefined && requested !== null && !isOwnAddress(requested)) {
      throw unauthorized()
    }
  }

  const connect = async (): Promise<Address[]> => {
    if (control.hangNextConnect) {
      control.hangNextConnect = false
      return new Promise<never>(() => {})
    }
    if (control.rejectNextConnect) {
      control.rejectNextConnect = false
      throw userRejected()
    }
    if (!connected) {
      connected = true
      remember()
      emitter.emit('connect', { chainId: numberToHex(chainId) })
      emitter.emit('accountsChanged', [account.address])
    }
    return [account.address]
  }

  const permissions = () =>
    connected
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: window.location.origin,
            date: Date.now(),
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ]
      : []

  const revoke = () => {
    if (!connected) return
    connected = false
    remember()
    emitter.emit('accountsChanged', [])
  }

  const switchChain = (target: number) => {
    if (!rpcUrls.has(target)) {
      throw new ProviderRpcError(
        RPC_ERROR.unrecognizedChain,
        `Unrecognized chain ID "${numberToHex(target)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    if (target === chainId) return
    chainId = target
    remember()
    emitter.emit('chainChanged', numberToHex(chainId))
  }

  const signMessage = (params: unknown[]): Promise<Hex> => {
    let [message, address] = params
    // Some dapps send [address, message]; accept both orders like common wallets do.
    if (isOwnAddress(message) && !isOwnAddress(address)) [message, address] = [address, message]
    requireAccount(address)
    if (typeof message !== 'string') throw invalidParams('message must be a string')
    return isHex(message)
      ? account.signMessage({ message: { raw: message } })
      : account.signMessage({ message })
  }

  const signTypedData = (params: unknown[]): Promise<Hex> => {
    const [address, data] = params
    requireAccount(address)
    let typedData: unknown
    try {
      typedData = typeof data === 'string' ? JSON.parse(data) : data
    } catch {
      throw invalidParams('typed data is not JSON')
    }
    if (typeof typedData !== 'object' || typedData === null) {
      throw invalidParams('typed data must be an object')
    }
    return account.signTypedData(typedData as TypedDataDefinition)
  }

  const sendTransaction = async (params: unknown[]): Promise<Hex> => {
    const tx = parseTransactionRequest(params[0])
    requireAccount(tx.from)
    const url = rpcUrl()
    const client = createWalletClient({
      account,
      chain: devChain(chainId, url),
      transport: http(url),
    })
    const { from: _from, ...fields } = tx
    const request = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    )
    return client.sendTransaction(request as Parameters<typeof client.sendTransaction>[0])
  }

  const EIP_5792 = new Set(['wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_getCapabilities'])

  const handle = async (method: string, params: unknown[]): Promise<unknown> => {
    switch (method) {
      case 'eth_requestAccounts':
        return connect()
      case 'wallet_requestPermissions':
        await connect()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_coinbase':
        return connected ? account.address : null
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_switchEthereumChain':
        switchChain(chainIdParam(params[0]))
        return null
      case 'wallet_addEthereumChain': {
        const id = chainIdParam(params[0])
        const urls = (params[0] as { rpcUrls?: unknown }).rpcUrls
        const url = Array.isArray(urls) ? urls[0] : undefined
        if (typeof url !== 'string') throw invalidParams('rpcUrls must list at least one URL')
        if (!rpcUrls.has(id)) rpcUrls.set(id, url)
        // As MetaMask does: the user approves the new network and the wallet switches to it.
        switchChain(id)
        return null
      }
      case 'personal_sign':
        return signMessage(params)
      case 'eth_signTypedData_v4':
        return signTypedData(params)
      case 'eth_sendTransaction':
        return sendTransaction(params)
    }
    if (FORWARDED.test(method) && !NEVER_FORWARDED.test(method)) {
      return forwardRpc(rpcUrl(), method, params)
    }
    // A wallet without EIP-5792 answers as MetaMask's did, on which viem's `sendCalls`
    // (`experimental_fallback`) sends one transaction per call.
    if (EIP_5792.has(method)) {
      throw new ProviderRpcError(
        RPC_ERROR.methodNotFound,
        `The method "${method}" does not exist / is not available.`,
      )
    }
    throw new ProviderRpcError(
      RPC_ERROR.unsupportedMethod,
      `The Foyer test wallet does not support the method ${method}`,
    )
  }

  const provider: TestWalletProvider = {
    isFoyerTestWallet: true,
    on: emitter.on,
    removeListener: emitter.removeListener,
    off: emitter.off,
    once: emitter.once,
    async request(args) {
      const method = args?.method
      if (typeof method !== 'string') throw invalidParams('method must be a string')
      requests.push(method)
      if (control.rejectNextRequest === method) {
        control.rejectNextRequest = null
        throw userRejected()
      }
      return handle(method, paramList(args.params))
    },
  }

  const info = testWalletInfo()
  const control: TestWalletControl = {
    rejectNextConnect: false,
    hangNextConnect: false,
    rejectNextRequest: null,
    requests,
    info,
    provider,
    get address() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    get connected() {
      return connected
    },
    switchAccount(index) {
      accountIndex = index
      account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })
      remember()
      if (connected) emitter.emit('accountsChanged', [account.address])
    },
    disconnect() {
      revoke()
      emitter.emit('disconnect', new ProviderRpcError(RPC_ERROR.disconnected, 'Disconnected'))
    },
  }

  window.__foyerTestWallet = control
  if (options.legacyEthereum) {
    window.ethereum = provider as unknown as NonNullable<Window['ethereum']>
    window.dispatchEvent(new Event('ethereum#initialized'))
  }
  announceProvider(info, provider, options.announceTwice ? 2 : 1)
}
