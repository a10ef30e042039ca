import type { IdentityResponse } from '@foyer/protocol'
import type { Address } from 'viem'

/**
 * Where `GET /v1/identity/{address}` finds an account's name and avatar: the names service
 * (issue 8) plugs in here. `null` fields when the account has none.
 */
export interface IdentitySource {
  identity(address: Address): Promise<IdentityResponse>
}

/** No names service yet: no account has a name or an avatar. */
export const NO_IDENTITY: IdentitySource = {
  identity: async () => ({ name: null, avatar: null }),
}
