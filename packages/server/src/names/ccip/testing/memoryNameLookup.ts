import { type Address, isAddressEqual } from 'viem'
import type { NameLookup } from '../../nameLookup'

/** One name in a {@link memoryNameLookup}: its label, coin type and address. */
export interface MemoryName {
  label: string
  coinType: number
  address: Address
  /** Its text records (the first entry of a label that has some gives them). */
  text?: Record<string, string>
}

/**
 * A NameLookup over a list, for the gateway's tests only (the server's comes from the names
 * table): the first entry of a label and coin type is its address; the first entry of an
 * address and coin type is its name. `names` may be changed between calls.
 */
export function memoryNameLookup(names: MemoryName[]): NameLookup {
  return {
    async addressOf(label, coinType) {
      const found = names.find((name) => name.label === label && name.coinType === coinType)
      return found?.address ?? null
    },
    async nameOf(address, coinType) {
      const found = names.find(
        (name) => isAddressEqual(name.address, address) && name.coinType === coinType,
      )
      return found?.label ?? null
    },
    async textOf(label, key) {
      const found = names.find((name) => name.label === label && name.text)
      return found?.text?.[key] ?? null
    },
  }
}
