import type { GasSponsorshipPolicy } from '@foyer/protocol'
import type { Hex } from 'viem'
import { accountCalls } from './accountCalls'

export type SponsorshipRefusal =
  | 'SPONSORSHIP_OFF'
  | 'SPONSORSHIP_UNSUPPORTED_CALL'
  | 'SPONSORSHIP_CONTRACT_NOT_ALLOWED'

/**
 * Whether a project's policy covers an operation, before its daily cap is counted: sponsorship
 * is on; with an allowed-contracts list, the operation is an account's `execute`/`executeBatch`
 * whose every call goes to a listed contract. `undefined`: covered.
 */
export function sponsorshipRefusal(
  sponsorship: { isEnabled: boolean; config: GasSponsorshipPolicy },
  callData: Hex,
): SponsorshipRefusal | undefined {
  if (!sponsorship.isEnabled) return 'SPONSORSHIP_OFF'
  const allowed = sponsorship.config.allowedContracts
  if (allowed.length === 0) return undefined
  const calls = accountCalls(callData)
  if (!calls) return 'SPONSORSHIP_UNSUPPORTED_CALL'
  const listed = new Set(allowed.map((address) => address.toLowerCase()))
  return calls.every((call) => listed.has(call.target.toLowerCase()))
    ? undefined
    : 'SPONSORSHIP_CONTRACT_NOT_ALLOWED'
}
