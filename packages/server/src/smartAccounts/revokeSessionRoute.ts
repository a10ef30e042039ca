import {
  foyerAccountAbi,
  type RevokeSessionResponse,
  revokeSessionRequestSchema,
  SESSION_ROUTES,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createWalletClient,
  type Hex,
  http,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseBody } from '../auth/parseBody'
import type { ChainClients } from '../chain/chainClients'
import type { ChainRegistry, RegisteredChain } from '../chain/chainRegistry'
import { parseAccountAddress } from '../chain/parseAccountAddress'
import { requireChain } from '../chain/requireChain'
import type { RpcPolicy } from '../chain/rpc/rpcPolicy'
import { errorMessage } from '../health/errorMessage'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import { notAFoyerAccount } from './readAccountSessions'

/** How long the route waits for the revocation's receipt before answering 502. */
export const REVOCATION_RECEIPT_TIMEOUT_MS = 60_000

const NO_SUCH_SESSION = 'FoyerAccount: no such session'
const INVALID_SIGNATURE = 'FoyerAccount: invalid revocation signature'

export interface RevokeSessionRouteDeps {
  registry: ChainRegistry
  clients: ChainClients
  /** How the relayer reaches the nodes (its sends are never retried). */
  policy: RpcPolicy
  /** The relayer's key (RELAYER_KEY, or the dev key in dev mode); undefined: no relayer. */
  relayerKey: Hex | undefined
}

/**
 * `POST /v1/sessions/:address/revoke?chainId=eip155:31337` `{ pci, signature }`: ends the session
 * `pci` (its key's address) of the FoyerAccount at `address` with the owner's signed revocation
 * (`revokeSessionTypedData`), sent on chain by the API's relayer, which pays the gas and can send
 * nothing but what the owner signed. Checked before anything is sent, so a refusal costs no gas:
 * no such session (no account, not a FoyerAccount, or not granted) is a 404 SESSION_NOT_FOUND, a
 * signature that is not the owner's for the account's current revocation nonce a 400
 * SESSION_SIGNATURE_INVALID. Then the transaction is sent and its receipt awaited: `{ revoked:
 * true, transactionHash }`. No relayer: 400 RELAYER_UNAVAILABLE; a node or relayer failure (say
 * the relayer is out of funds): 502 REVOCATION_FAILED.
 */
export function revokeSessionRoute(app: FastifyInstance, deps: RevokeSessionRouteDeps) {
  const relayer = deps.relayerKey ? privateKeyToAccount(deps.relayerKey) : undefined
  const wallets = new Map<string, WalletClient>()
  const walletFor = (chain: RegisteredChain) => {
    const key = `${chain.chainId} ${chain.rpcUrl}`
    let wallet = wallets.get(key)
    if (!wallet) {
      // No retry: a send that timed out may have reached the node, and a second one would fail.
      wallet = createWalletClient({
        account: relayer,
        transport: http(chain.rpcUrl, { retryCount: 0, timeout: deps.policy.timeoutMs }),
      })
      wallets.set(key, wallet)
    }
    return wallet
  }
  // One send at a time per chain: each takes the relayer's next nonce from the node's pending
  // count, which the send before it has moved on.
  const sending = new Map<number, Promise<unknown>>()
  const oneAtATime = <T>(chainId: number, send: () => Promise<T>): Promise<T> => {
    const next = (sending.get(chainId) ?? Promise.resolve()).then(send)
    sending.set(
      chainId,
      next.catch(() => undefined),
    )
    return next
  }

  route(app, SESSION_ROUTES.revoke, async (request): Promise<RevokeSessionResponse> => {
    const account = parseAccountAddress(request.params.address)
    const { chainId } = request.query as Record<string, unknown>
    const chain = await requireChain(deps.registry, chainId)
    if (!relayer) throw new ApiError(400, 'RELAYER_UNAVAILABLE')
    const body = parseBody(revokeSessionRequestSchema, request.body)
    // The key in lowercase: any case names it (`pci` is lowercase), whatever its checksum.
    const pci = body.pci.toLowerCase() as Address
    const { signature } = body
    const client = deps.clients(chain)
    const failed = (error: unknown, what: string) => {
      request.log.warn(
        { chainId: chain.chainId, reason: errorMessage(error) },
        `session revocation: ${what} failed`,
      )
      return new ApiError(502, 'REVOCATION_FAILED', { details: errorMessage(error) })
    }
    const notFound = () => new ApiError(404, 'SESSION_NOT_FOUND')
    const contract = { address: account, abi: foyerAccountAbi } as const

    // A FoyerAccount holding that session: a call to anything else would "succeed" doing nothing.
    let granted: boolean
    try {
      const code = await client.getCode({ address: account })
      granted =
        code !== undefined &&
        code !== '0x' &&
        (await client.readContract({ ...contract, functionName: 'sessionOf', args: [pci] }))
          .validUntil !== 0
    } catch (error) {
      if (notAFoyerAccount(error)) throw notFound()
      throw failed(error, 'reading the session')
    }
    if (!granted) throw notFound()

    const revocation = {
      ...contract,
      account: relayer,
      functionName: 'revokeSessionWithSignature',
      args: [pci, signature],
    } as const
    try {
      await client.simulateContract(revocation)
    } catch (error) {
      const reverted =
        error instanceof BaseError
          ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
          : undefined
      const reason = reverted instanceof ContractFunctionRevertedError ? reverted.reason : undefined
      if (reason === INVALID_SIGNATURE) throw new ApiError(400, 'SESSION_SIGNATURE_INVALID')
      if (reason === NO_SUCH_SESSION) throw notFound()
      throw failed(error, 'simulating')
    }

    let transactionHash: Hex
    try {
      transactionHash = await oneAtATime(chain.chainId, () =>
        walletFor(chain).writeContract({ ...revocation, chain: null }),
      )
    } catch (error) {
      throw failed(error, 'sending')
    }
    try {
      const receipt = await client.waitForTransactionReceipt({
        hash: transactionHash,
        timeout: REVOCATION_RECEIPT_TIMEOUT_MS,
        pollingInterval: 1_000,
      })
      if (receipt.status !== 'success') {
        throw new Error(`the transaction ${transactionHash} reverted`)
      }
    } catch (error) {
      throw failed(error, `the transaction ${transactionHash}`)
    }
    return { revoked: true, transactionHash }
  })
}
