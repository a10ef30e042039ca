import {
  FoyerError,
  parseGetCapabilities,
  type SmartAccountNetworksResponse,
} from '@foyer/protocol'
import { isAddressEqual, numberToHex } from 'viem'
import type { AccountView } from './smartAccounts'

/**
 * `wallet_getCapabilities [address, chainIds?]` (EIP-5792): the smart account sends calls
 * atomically on every network with smart accounts, and has the paymaster service where the
 * project sponsors gas; the EOA sends one call at a time. The address is required (the spec's
 * rule) and must be one of the visitor's accounts.
 */
export function walletCapabilities(
  params: unknown,
  { view, networks }: { view: AccountView; networks: SmartAccountNetworksResponse },
): Record<`0x${string}`, Record<string, unknown>> {
  const { address, chainIds } = parseGetCapabilities(params)
  const account = view.accounts.find((entry) => isAddressEqual(entry.address, address))
  if (!account) throw new FoyerError('WRONG_ACCOUNT')
  const enabled = networks.networks.filter(
    (network) => chainIds === undefined || chainIds.includes(network.chainId),
  )
  const answer: Record<`0x${string}`, Record<string, unknown>> = {}
  if (account.type === 'eoa') {
    for (const chainId of chainIds ?? enabled.map((network) => network.chainId)) {
      answer[numberToHex(chainId)] = { atomic: { status: 'unsupported' } }
    }
    return answer
  }
  for (const network of enabled) {
    answer[numberToHex(network.chainId)] = {
      atomic: { status: 'supported' },
      paymasterService: {
        supported: networks.sponsorship.isEnabled && network.paymaster !== null,
      },
    }
  }
  return answer
}
