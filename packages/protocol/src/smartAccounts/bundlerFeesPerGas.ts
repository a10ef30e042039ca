import { type Client, type Hex, hexToBigInt } from 'viem'
import { estimateFeesPerGas } from 'viem/actions'

export type FeesPerGas = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/**
 * The fees of a user operation as the bundler itself asks them (`pimlico_getUserOperationGasPrice`,
 * its `standard` tier: alto's and Pimlico's), for viem's bundler client
 * (`userOperation: { estimateFeesPerGas: bundlerFeesPerGas }`). viem's own default, twice the
 * node's `eth_maxPriorityFeePerGas`, doubles the tip with every operation on anvil (each bundle
 * pays it, then anvil suggests it back) until the paymaster's deposit runs dry. With a bundler
 * without the method, the node's estimate (the bundler client's `client`).
 */
export async function bundlerFeesPerGas({
  bundlerClient,
}: {
  bundlerClient: Client & { client?: Client | undefined }
}): Promise<FeesPerGas> {
  try {
    const price = (await bundlerClient.request({
      method: 'pimlico_getUserOperationGasPrice',
      params: [],
    } as never)) as { standard: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
    return {
      maxFeePerGas: hexToBigInt(price.standard.maxFeePerGas),
      maxPriorityFeePerGas: hexToBigInt(price.standard.maxPriorityFeePerGas),
    }
  } catch (error) {
    // The bundler client's public client, when it was given one.
    if (!bundlerClient.client) throw error
    return estimateFeesPerGas(bundlerClient.client)
  }
}
