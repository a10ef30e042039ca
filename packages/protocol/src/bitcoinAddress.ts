import { bech32, bech32m, createBase58check } from '@scure/base'
import { sha256 } from 'viem'
import type { BitcoinNetwork } from './bitcoinChains'

/** The kinds of Bitcoin address Foyer reads. */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

/** A Bitcoin address read: its network, kind, and the hash or key it pays to. */
export interface BitcoinAddress {
  network: BitcoinNetwork
  type: BitcoinAddressType
  /** The pubkey hash (p2pkh, p2wpkh), script hash (p2sh, p2wsh) or x-only output key (p2tr). */
  program: Uint8Array
}

const base58check = createBase58check((data: Uint8Array) => sha256(data, 'bytes'))

/** Base58check version bytes of the legacy addresses. */
const LEGACY: Record<number, Pick<BitcoinAddress, 'network' | 'type'>> = {
  0: { network: 'mainnet', type: 'p2pkh' },
  5: { network: 'mainnet', type: 'p2sh' },
  111: { network: 'testnet', type: 'p2pkh' },
  196: { network: 'testnet', type: 'p2sh' },
}

const HRP: Record<string, BitcoinNetwork> = { bc: 'mainnet', tb: 'testnet' }

/**
 * Reads a Bitcoin address: legacy base58check P2PKH (`1…`, `m…`/`n…`) and P2SH (`3…`, `2…`),
 * segwit v0 bech32 P2WPKH and P2WSH (`bc1q…`, `tb1q…`) and v1 bech32m P2TR (`bc1p…`, `tb1p…`),
 * on mainnet and testnet. `undefined` for anything else: a bad checksum, mixed case, the wrong
 * bech32 variant for the witness version (BIP-350), another witness version or program length.
 */
export function parseBitcoinAddress(value: unknown): BitcoinAddress | undefined {
  if (typeof value !== 'string' || value.length < 14 || value.length > 90) return undefined
  return parseSegwit(value) ?? parseLegacy(value)
}

/** Whether `value` is a Bitcoin address, of `network` when given. */
export function isBitcoinAddress(value: unknown, network?: BitcoinNetwork): value is string {
  const address = parseBitcoinAddress(value)
  return address !== undefined && (network === undefined || address.network === network)
}

function parseLegacy(value: string): BitcoinAddress | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]+$/.test(value)) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58check.decode(value)
  } catch {
    return undefined
  }
  const kind = LEGACY[bytes[0] ?? -1]
  if (!kind || bytes.length !== 21) return undefined
  return { ...kind, program: bytes.slice(1) }
}

function parseSegwit(value: string): BitcoinAddress | undefined {
  const separator = value.lastIndexOf('1')
  const network = HRP[value.slice(0, separator).toLowerCase()]
  if (!network) return undefined
  for (const coder of [bech32, bech32m]) {
    let decoded: { prefix: string; words: number[] }
    try {
      decoded = coder.decode(value as `${string}1${string}`, 90)
    } catch {
      continue
    }
    const [version, ...rest] = decoded.words
    if (version === undefined || version > 16) return undefined
    // BIP-350: version 0 is bech32, every later version bech32m.
    if ((version === 0) !== (coder === bech32)) return undefined
    let program: Uint8Array
    try {
      program = Uint8Array.from(coder.fromWords(rest))
    } catch {
      return undefined
    }
    if (version === 0 && program.length === 20) return { network, type: 'p2wpkh', program }
    if (version === 0 && program.length === 32) return { network, type: 'p2wsh', program }
    if (version === 1 && program.length === 32) return { network, type: 'p2tr', program }
    return undefined
  }
  return undefined
}
