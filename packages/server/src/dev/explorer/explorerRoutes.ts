import { DEV_ROUTES } from '@foyer/protocol'
import type { FastifyInstance, FastifyReply } from 'fastify'
import {
  formatEther,
  getAddress,
  type Hash,
  isAddress,
  isHash,
  TransactionNotFoundError,
} from 'viem'
import type { ChainClients } from '../../chain/chainClients'
import type { ChainRegistry } from '../../chain/chainRegistry'
import { ApiError } from '../../http/apiError'
import { route } from '../../http/route'
import { type ExplorerRow, explorerPage } from './explorerPage'

export interface ExplorerRoutesOptions {
  registry: ChainRegistry
  clients: ChainClients
}

/**
 * A block explorer for the dev chains (dev mode only), so that the modal's explorer links lead
 * somewhere on a machine with no outside hosts: a transaction's status, block, parties and
 * value, and an address's balance and nonce, read from the node. Pages are plain HTML with no
 * script (`default-src 'none'`).
 */
export function explorerRoutes(app: FastifyInstance, { registry, clients }: ExplorerRoutesOptions) {
  const chainOf = async (raw: string) => {
    const chain = /^\d{1,12}$/.test(raw) ? await registry.get(Number(raw)) : undefined
    if (!chain) throw new ApiError(404, 'NOT_FOUND', `The dev explorer does not know chain ${raw}`)
    return { chain, client: clients(chain) }
  }

  route(app, DEV_ROUTES.explorerTx, async (request, reply) => {
    const { chain, client } = await chainOf(request.params.chainId)
    const hash = request.params.id
    if (!isHash(hash))
      throw new ApiError(400, 'INVALID_PARAMS', `${hash} is not a transaction hash`)
    const transaction = await client.getTransaction({ hash: hash as Hash }).catch((error) => {
      if (error instanceof TransactionNotFoundError) return undefined
      throw error
    })
    if (!transaction) {
      throw new ApiError(404, 'NOT_FOUND', `No transaction ${hash} on ${chain.name}`)
    }
    const receipt = transaction.blockNumber
      ? await client.getTransactionReceipt({ hash: hash as Hash })
      : undefined
    const status = !receipt ? 'Pending' : receipt.status === 'success' ? 'Success' : 'Failed'
    const rows: ExplorerRow[] = [
      ['Hash', hash],
      ['Status', status],
      ['Network', `${chain.name} (${chain.caipNetworkId})`],
      ['Block', transaction.blockNumber?.toString() ?? 'not mined yet'],
      ['From', getAddress(transaction.from)],
      ['To', transaction.to ? getAddress(transaction.to) : 'contract creation'],
      ['Value', `${formatEther(transaction.value)} ${chain.nativeCurrency.symbol}`],
      ['Nonce', String(transaction.nonce)],
      ...(receipt ? ([['Gas used', receipt.gasUsed.toString()]] as const) : []),
    ]
    return sendPage(reply, `Transaction ${status.toLowerCase()}`, rows)
  })

  route(app, DEV_ROUTES.explorerAddress, async (request, reply) => {
    const { chain, client } = await chainOf(request.params.chainId)
    const address = request.params.id
    if (!isAddress(address))
      throw new ApiError(400, 'INVALID_PARAMS', `${address} is not an address`)
    const [balance, nonce] = await Promise.all([
      client.getBalance({ address }),
      client.getTransactionCount({ address }),
    ])
    return sendPage(reply, 'Address', [
      ['Address', getAddress(address)],
      ['Network', `${chain.name} (${chain.caipNetworkId})`],
      ['Balance', `${formatEther(balance)} ${chain.nativeCurrency.symbol}`],
      ['Transactions sent', String(nonce)],
    ])
  })
}

function sendPage(reply: FastifyReply, title: string, rows: readonly ExplorerRow[]) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(explorerPage(title, rows))
}
