import {
  type AccountSession,
  type AccountSessionsResponse,
  bundlerFeesPerGas,
  FoyerError,
  routeUrl,
  SESSION_ROUTES,
  SMART_ACCOUNT_ROUTES,
  type SmartAccountNetworksResponse,
  toFoyerSessionAccount,
} from '@foyer/protocol'
import {
  type Address,
  BaseError,
  createPublicClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import { createApiClient } from '../api/createApiClient'
import { proxyRpcUrl } from '../api/proxyRpcUrl'

export type SessionSenderParameters = {
  /** The Foyer API's URL (as createFoyer's `apiUrl`) and the project. */
  apiUrl: string
  projectId: string
  chainId: number
  /** The smart account that granted the session (`wallet_grantPermissions`'s `address`). */
  account: Address
  /** The session key the grant named: the dapp's own, never the visitor's. */
  key: LocalAccount
  fetch?: typeof globalThis.fetch
}

export type SessionCall = { to: Address; value?: bigint; data?: Hex }

export type SessionSender = {
  /** The session as the account holds it now (allowance spent in this period included). */
  session(): Promise<AccountSession>
  /**
   * Sends `calls` as one operation of the account, signed by the session key: no prompt. The
   * account refuses an operation outside the grant at validation (the bundler then answers
   * with its error, nothing is included). Answers the operation's hash.
   */
  sendCalls(calls: readonly SessionCall[]): Promise<Hash>
  waitForReceipt(hash: Hash): Promise<UserOperationReceipt>
}

/**
 * What a dapp sends with once the visitor granted its session key permissions
 * (docs/product.md#session-permissions): user operations of the visitor's FoyerAccount signed by
 * the key, through the API's bundler route, and sponsored by the project's paymaster when its
 * policy covers them. Fails with SESSION_NOT_GRANTED when the account holds no session for `key`.
 */
export async function createSessionSender(
  parameters: SessionSenderParameters,
): Promise<SessionSender> {
  const { account, chainId, key } = parameters
  const fetchFn = parameters.fetch ?? ((...args) => globalThis.fetch(...args))
  const api = createApiClient({
    baseUrl: parameters.apiUrl,
    projectId: parameters.projectId,
    fetch: fetchFn,
  })
  const chainParam = `eip155:${chainId}` as const
  const pci = key.address.toLowerCase()

  async function session(): Promise<AccountSession> {
    const { sessions } = await api.get<AccountSessionsResponse>(
      routeUrl(SESSION_ROUTES.sessions, { address: account }),
      { chainId: chainParam },
    )
    const found = sessions.find((entry) => entry.pci === pci && entry.active)
    if (!found) throw new FoyerError('SESSION_NOT_GRANTED')
    return found
  }

  const [granted, { networks, sponsorship }] = await Promise.all([
    session(),
    api.get<SmartAccountNetworksResponse>(routeUrl(SMART_ACCOUNT_ROUTES.networks)),
  ])
  const network = networks.find((entry) => entry.chainId === chainId)
  if (!network) throw new FoyerError('SMART_ACCOUNTS_UNAVAILABLE')
  const transport = (url: string) => http(url, { fetchFn, retryCount: 0 })
  const nodeUrl = proxyRpcUrl(api, chainParam)
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [nodeUrl] } },
  })
  const client = createPublicClient({ chain, transport: transport(nodeUrl), pollingInterval: 250 })
  const sessionAccount = await toFoyerSessionAccount({
    client,
    address: account,
    key,
    entryPoint: network.entryPoint,
    session: granted,
  })
  const bundler = createBundlerClient({
    account: sessionAccount,
    client,
    chain,
    transport: transport(api.url(routeUrl(SMART_ACCOUNT_ROUTES.bundler), { chainId: chainParam })),
    pollingInterval: 250,
    userOperation: { estimateFeesPerGas: bundlerFeesPerGas },
  })
  const listed = new Set(sponsorship.policy.allowedContracts.map((item) => item.toLowerCase()))
  const paymaster =
    sponsorship.isEnabled && network.paymaster
      ? createPaymasterClient({
          transport: transport(
            api.url(routeUrl(SMART_ACCOUNT_ROUTES.paymaster), { chainId: chainParam }),
          ),
        })
      : undefined

  return {
    session,
    async sendCalls(calls) {
      // The project's policy: all calls to listed contracts, or any when it lists none.
      const sponsored =
        paymaster && (listed.size === 0 || calls.every((call) => listed.has(call.to.toLowerCase())))
      try {
        return await bundler.sendUserOperation({
          calls: calls.map((call) => ({
            to: call.to,
            value: call.value ?? 0n,
            data: call.data ?? '0x',
          })),
          ...(sponsored ? { paymaster } : {}),
        })
      } catch (error) {
        throw refusal(error) ?? error
      }
    },
    waitForReceipt: (hash) => bundler.waitForUserOperationReceipt({ hash, timeout: 120_000 }),
  }
}

/**
 * The account's refusal of a session operation (outside the grant, beyond the allowance, the
 * session ended or not yet begun), which the EntryPoint reports as AA24 (signature) or AA22
 * (validity window): SESSION_REFUSED, the bundler's error as its cause.
 */
function refusal(error: unknown): FoyerError | undefined {
  const text = error instanceof BaseError ? `${error.shortMessage} ${error.details}` : String(error)
  if (!/\bAA2[24]\b/.test(text)) return undefined
  return new FoyerError('SESSION_REFUSED', { cause: error })
}
