import { strings } from '../strings'
import type { DappInfo } from './walletTypes'

/** A dapp's name, address and (safe) icon from its WalletConnect metadata. */
export function dappInfo(
  metadata: { name?: string; url?: string; icons?: string[] } | undefined,
): DappInfo {
  const icon = metadata?.icons?.find((url) => /^(https?:|data:image\/)/.test(url))
  return {
    name: metadata?.name?.trim() || strings.unnamedDapp,
    url: metadata?.url ?? '',
    ...(icon ? { icon } : {}),
  }
}
