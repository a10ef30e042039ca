import { createPublicClient, http, type PublicClient } from 'viem'
import { CHAIN_RPC_URLS } from './stack'
import { devChain } from './wallet/devChain'

const clients = new Map<number, PublicClient>()

/** A viem public client on dev chain `chainId` of the e2e stack, for reading chain state from Node. */
export function publicClient(chainId: number): PublicClient {
  let client = clients.get(chainId)
  if (!client) {
    const url = CHAIN_RPC_URLS[chainId]
    if (!url) throw new Error(`No dev chain ${chainId} in the e2e stack`)
    client = createPublicClient({ chain: devChain(chainId, url), transport: http(url) })
    clients.set(chainId, client)
  }
  return client
}
