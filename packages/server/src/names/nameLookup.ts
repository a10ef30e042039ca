import { normalizeNameLabel } from '@foyer/protocol'
import { type Address, getAddress, isAddress } from 'viem'
import type { Queryable } from '../store/database'
import { DEFAULT_EVM_COIN_TYPE, ETH_COIN_TYPE } from './ccip/parseReverseName'
import { addressOfLabel, labelOfAddress, textOfLabel } from './nameRows'

/**
 * Names ↔ addresses for the ENS CCIP-read gateway. Names are `label.zone`; coin types are
 * ENSIP-11's (`0x80000000 | chainId` for an EVM chain), 60 for `addr(node)`, and ENSIP-19's
 * default EVM coin type `0x80000000`.
 */
export interface NameLookup {
  /** The address `label` (without the zone, any case) holds for `coinType`, or null. */
  addressOf(label: string, coinType: number): Promise<Address | null>
  /** The label (without the zone) whose address for `coinType` is `address`, or null. */
  nameOf(address: Address, coinType: number): Promise<string | null>
  /** The text record `key` (ENSIP-5, e.g. `avatar`) of `label` (any case), or null. */
  textOf(label: string, key: string): Promise<string | null>
}

/** Whether `coinType` asks for "the EVM address" rather than one chain's (60, or ENSIP-19's default). */
const isDefaultEvmCoinType = (coinType: number) =>
  coinType === ETH_COIN_TYPE || coinType === DEFAULT_EVM_COIN_TYPE

/**
 * Reads the registered names. A chain's coin type matches exactly. Coin type 60 and ENSIP-19's
 * default match the exact registration first, else the newest plain account registration on any
 * chain: names are registered per chain (`POST /v1/profile/account` takes the chain's coin
 * type), a plain resolver call (viem's `getEnsAddress` without a coin type) asks for 60, and a
 * plain account is the same account on every chain. A contract account's name stays on its
 * chain: the same address elsewhere may belong to someone else.
 */
export function createNameLookup(db: Queryable): NameLookup {
  return {
    async addressOf(label, coinType) {
      const normalized = normalizeNameLabel(label)
      const address =
        (await addressOfLabel(db, normalized, coinType)) ??
        (isDefaultEvmCoinType(coinType) ? await addressOfLabel(db, normalized) : undefined)
      return address ? getAddress(address) : null
    },
    async nameOf(address, coinType) {
      if (!isAddress(address, { strict: false })) return null
      const checksummed = getAddress(address)
      const label =
        (await labelOfAddress(db, checksummed, coinType)) ??
        (isDefaultEvmCoinType(coinType) ? await labelOfAddress(db, checksummed) : undefined)
      return label ?? null
    },
    async textOf(label, key) {
      return (await textOfLabel(db, normalizeNameLabel(label), key)) ?? null
    },
  }
}
