import type { TokenDeployment } from '@foyer/protocol'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  erc20Abi,
  type PublicClient,
} from 'viem'
import type { RegisteredChain } from '../chainRegistry'
import { multicallTargetOf } from '../multicallTargetOf'
import type { PricedAsset } from '../prices/priceSource'

/** An amount of one asset an account holds, in the asset's smallest unit. */
export interface AssetAmount {
  asset: PricedAsset
  name: string
  symbol: string
  decimals: number
  amount: bigint
}

export interface ReadBalancesResult {
  /** The native coin first (always), then each token with a balance, in token-list order. */
  amounts: AssetAmount[]
  /** Tokens whose `balanceOf` reverted or returned nothing (not an ERC-20 at that address). */
  failed: TokenDeployment[]
}

/**
 * Reads what `account` holds on `chain`: `eth_getBalance`, and every token of the chain's token
 * list with ONE multicall of `balanceOf` (Multicall3 where the node has it, else deployless:
 * multicallTargetOf).
 * Tokens with a zero balance are left out. A token whose call fails is reported in `failed`; a
 * failing node throws.
 */
export async function readBalances(
  client: PublicClient,
  chain: RegisteredChain,
  account: Address,
): Promise<ReadBalancesResult> {
  const [native, results] = await Promise.all([
    client.getBalance({ address: account }),
    chain.tokens.length === 0
      ? Promise.resolve([])
      : multicallTargetOf(client, chain.chainId).then((target) =>
          client.multicall({
            ...target,
            allowFailure: true,
            batchSize: 0,
            contracts: chain.tokens.map((token) => ({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf' as const,
              args: [account] as const,
            })),
          }),
        ),
  ])
  const amounts: AssetAmount[] = [{ asset: 'native', ...chain.nativeCurrency, amount: native }]
  const failed: TokenDeployment[] = []
  chain.tokens.forEach((token, index) => {
    const result = results[index]
    if (result === undefined) return
    if (result.status === 'failure') {
      if (!isContractFailure(result.error)) throw result.error
      failed.push(token)
      return
    }
    if (result.result === 0n) return
    const { address, name, symbol, decimals } = token
    amounts.push({ asset: address, name, symbol, decimals, amount: result.result })
  })
  return { amounts, failed }
}

/** The token's own call failed (reverted, or no contract answered): not the node. */
function isContractFailure(error: Error): boolean {
  if (!(error instanceof BaseError)) return false
  return (
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError ||
        cause instanceof ContractFunctionZeroDataError,
    ) !== null
  )
}
