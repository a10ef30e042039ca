import {
  type Account,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  type LocalAccount,
} from 'viem'
import type { createTestDapp, createTestWallet } from './walletConnectClients'
import { nextEvent, withTimeout } from './walletConnectClients'

export type TestDapp = Awaited<ReturnType<typeof createTestDapp>>
export type TestWallet = Awaited<ReturnType<typeof createTestWallet>>

export const TEST_CHAINS = ['eip155:31337', 'eip155:31338']
export const TEST_METHODS = ['personal_sign', 'eth_sendTransaction']
export const TEST_EVENTS = ['chainChanged', 'accountsChanged']

/** What the wallet sees of a proposal (WalletKit's session_proposal event). */
interface ProposalEvent {
  id: number
  params: { proposer: { metadata: { name: string } } }
}

/**
 * Pairs the dapp with the wallet through the relay as a person would: the dapp's connect() makes
 * a `wc:` URI, the wallet pairs with it, sees the proposal and approves `address` on TEST_CHAINS.
 * Returns the session as the dapp holds it, and the proposal the wallet saw.
 */
export async function pairSession(dapp: TestDapp, wallet: TestWallet, address: string) {
  const { uri, approval } = await withTimeout(
    dapp.connect({
      optionalNamespaces: {
        eip155: { chains: TEST_CHAINS, methods: TEST_METHODS, events: TEST_EVENTS },
      },
    }),
    15_000,
    'connect()',
  )
  if (!uri) throw new Error('connect() gave no pairing URI')
  // Ask for the session now: sign-client 2.21.8's approval() never resolves when it is first
  // called after the session settled (its delayed promise drops an early resolve).
  const approved = withTimeout(approval(), 30_000, 'approval()')
  approved.catch(() => {}) // awaited below; not unhandled if pairing fails first
  const proposalSeen = nextEvent<ProposalEvent>(wallet, 'session_proposal')
  await wallet.pair({ uri })
  const proposal = await proposalSeen
  await wallet.approveSession({
    id: proposal.id,
    namespaces: {
      eip155: {
        chains: TEST_CHAINS,
        accounts: TEST_CHAINS.map((chain) => `${chain}:${address}`),
        methods: TEST_METHODS,
        events: TEST_EVENTS,
      },
    },
  })
  const session = await approved
  return { session, proposal, uri }
}

interface RequestEvent {
  id: number
  topic: string
  params: { chainId: string; request: { method: string; params: unknown[] } }
}

/**
 * Makes the wallet answer requests as a signing wallet: personal_sign with `account`'s key,
 * eth_sendTransaction sent with viem to `rpcUrls[chainId]`; anything else is refused (4200).
 * Returns a function that stops answering.
 */
export function answerRequests(
  wallet: TestWallet,
  account: LocalAccount,
  rpcUrls: Record<number, string> = {},
): () => void {
  const respond = (event: RequestEvent, answer: { result: unknown } | { error: unknown }) =>
    wallet.respondSessionRequest({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', ...answer } as never,
    })
  const listener = async (event: RequestEvent) => {
    const { method, params } = event.params.request
    if (method === 'personal_sign') {
      const signature = await account.signMessage({ message: { raw: params[0] as Hex } })
      return respond(event, { result: signature })
    }
    const chainId = Number(event.params.chainId.split(':')[1])
    const rpcUrl = rpcUrls[chainId]
    if (method === 'eth_sendTransaction' && rpcUrl) {
      const tx = params[0] as { to: Hex; value?: Hex; data?: Hex }
      const client = createWalletClient({
        account: account as Account,
        chain: defineChain({
          id: chainId,
          name: `Chain ${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        }),
        transport: http(rpcUrl),
      })
      const hash = await client.sendTransaction({
        to: tx.to,
        value: tx.value ? hexToBigInt(tx.value) : 0n,
        ...(tx.data ? { data: tx.data } : {}),
      })
      return respond(event, { result: hash })
    }
    return respond(event, { error: { code: 4200, message: `Unsupported method ${method}` } })
  }
  wallet.on('session_request', listener as never)
  return () => wallet.off('session_request', listener as never)
}
