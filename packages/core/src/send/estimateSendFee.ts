import { type Config, estimateFeesPerGas, estimateGas } from '@wagmi/core'
import { type Transfer, transferCall } from './transfer'

/**
 * The fee fields a transaction carries: EIP-1559's caps, or a legacy gas price on a network
 * without a base fee.
 */
export type FeeParameters =
  | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { gasPrice: bigint }

/**
 * The network fee of a transfer: its gas, the most it pays per gas, and their product; `fees`
 * are what the transaction is sent with, so that it cannot cost more than the preview showed.
 */
export type SendFee = { gas: bigint; feePerGas: bigint; total: bigint; fees: FeeParameters }

/**
 * Estimates the transfer's gas and fee per gas on its chain (EIP-1559's, or the gas price where
 * the network has no base fee). Null when either cannot be had: the product’s fallback for a gas
 * price failure (docs/product.md).
 */
export async function estimateSendFee(config: Config, transfer: Transfer): Promise<SendFee | null> {
  try {
    const [gas, fees] = await Promise.all([
      estimateGas(config, {
        ...transferCall(transfer),
        account: transfer.from,
        chainId: transfer.chainId,
      }),
      estimateFees(config, transfer.chainId),
    ])
    const feePerGas = 'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas
    return { gas, feePerGas, total: gas * feePerGas, fees }
  } catch {
    return null
  }
}

async function estimateFees(config: Config, chainId: number): Promise<FeeParameters> {
  try {
    const { maxFeePerGas, maxPriorityFeePerGas } = await estimateFeesPerGas(config, { chainId })
    return { maxFeePerGas, maxPriorityFeePerGas }
  } catch {
    // viem refuses EIP-1559 fees where the latest block has no base fee.
    const { gasPrice } = await estimateFeesPerGas(config, { chainId, type: 'legacy' })
    return { gasPrice }
  }
}
