import { type Config, estimateFeesPerGas, estimateGas } from '@wagmi/core'
import { type Transfer, transferCall } from './transfer'

/** The network fee of a transfer: its gas, the most it pays per gas, and their product. */
export type SendFee = { gas: bigint; feePerGas: bigint; total: bigint }

/**
 * Estimates the transfer's gas and fee per gas on its chain. Null when either cannot be had:
 * the spec's fallback for a gas price failure (§8).
 */
export async function estimateSendFee(config: Config, transfer: Transfer): Promise<SendFee | null> {
  try {
    const [gas, fees] = await Promise.all([
      estimateGas(config, {
        ...transferCall(transfer),
        account: transfer.from,
        chainId: transfer.chainId,
      }),
      estimateFeesPerGas(config, { chainId: transfer.chainId }),
    ])
    const feePerGas = fees.maxFeePerGas ?? fees.gasPrice
    if (feePerGas === undefined) return null
    return { gas, feePerGas, total: gas * feePerGas }
  } catch {
    return null
  }
}
