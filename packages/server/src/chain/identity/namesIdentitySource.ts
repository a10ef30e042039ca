import { fullName } from '@foyer/protocol'
import { labelOfAddress } from '../../names/nameRows'
import type { Queryable } from '../../store/database'
import type { IdentitySource } from './identitySource'

/**
 * Identity from the names service: the name the address registered last as a plain account
 * (`/v1/identity/{address}` names no chain; a contract account's name holds on its chain only),
 * `label.zone`; no avatar yet.
 */
export function namesIdentitySource(db: Queryable, zone: string): IdentitySource {
  return {
    identity: async (address) => {
      const label = await labelOfAddress(db, address)
      return { name: label ? fullName(label, zone) : null, avatar: null }
    },
  }
}
