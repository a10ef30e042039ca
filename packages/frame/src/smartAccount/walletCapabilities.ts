import {
  FoyerError,
  parseGetCapabilities,
  type SmartAccountNetwork,
  type SmartAccountNetworksResponse,
} from '@foyer/protocol'
import { isAddressEqual, numberToHex } from 'viem'
import type { AccountView } from './smartAccounts'

/**
 * `wallet_getCapabilities [address, chainIds?]` (EIP-5792): the smart account sends calls
 * atomically on every network with smart accounts, and has the paymaster service where the
 * project sponsors gas; the EOA does too where the network has an EIP-7702 delegation (`ready`
 * until its first batch delegates it, `supported` after), else one call at a time. The address
 * is required (the spec's rule) and must be one of the visitor's accounts.
 */
export async function walletCapabilities(
  params: unknown,
  {
    view,
    networks,
    isDelegated,
  }: {
    view: AccountView
    networks: SmartAccountNetworksResponse
    /** Whether the EOA is delegated on the chain already. */
    isDelegated(chainId: number): Promise<boolean>
  },
): Promise<Record<`0x${string}`, Record<string, unknown>>> {
  const { address, chainIds } = parseGetCapabilities(params)
  const account = view.accounts.find((entry) => isAddressEqual(entry.address, address))
  if (!account) throw new FoyerError('WRONG_ACCOUNT')
  const enabled = networks.networks.filter(
    (network) => chainIds === undefined || chainIds.includes(network.chainId),
  )
  const answer: Record<`0x${string}`, Record<string, unknown>> = {}
  const paymasterService = (network: SmartAccountNetwork) => ({
    supported: networks.sponsorship.isEnabled && network.paymaster !== null,
  })
  if (account.type === 'eoa') {
    for (const chainId of chainIds ?? enabled.map((network) => network.chainId)) {
      const network = enabled.find((entry) => entry.chainId === chainId)
      answer[numberToHex(chainId)] = network?.delegation
        ? {
            atomic: { status: (await isDelegated(chainId)) ? 'supported' : 'ready' },
            paymasterService: paymasterService(network),
          }
        : { atomic: { status: 'unsupported' } }
    }
    return answer
  }
  for (const network of enabled) {
    answer[numberToHex(network.chainId)] = {
      atomic: { status: 'supported' },
      paymasterService: paymasterService(network),
    }
  }
  return answer
}
