import { isValidNameLabel } from '@foyer/protocol'
import {
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { NameLookup } from '../nameLookup'
import { decodeDnsName } from './decodeDnsName'
import { ETH_COIN_TYPE, parseReverseName } from './parseReverseName'

/** `resolve(name, data)` (ENSIP-10): what FoyerOffchainResolver sends the gateway. */
export const extendedResolverAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
])

/** The resolver profiles the gateway answers. */
export const resolverProfilesAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

/** A request the gateway cannot answer (HTTP 400, the message says why). */
export class CcipRequestError extends Error {
  override name = 'CcipRequestError'
}

export interface ResolveContext {
  /** The names zone, e.g. `foyer.id`. */
  zone: string
  lookup: NameLookup
}

/**
 * The ABI-encoded answer to `resolve(name, data)`: `addr(node)` and `addr(node, coinType)` of
 * `label.zone` from the lookup (the zero address / empty bytes when the name is unknown, outside
 * the zone or not a valid name), `name(node)` of an ENSIP-19 reverse name (`label.zone`, or ''
 * when the address has no name), `text(node, key)` of `label.zone` (ENSIP-5, e.g. `avatar`; ''
 * when the name has no such record).
 * Throws a CcipRequestError for a call that is not `resolve`, a malformed name, a node that is
 * not the name's, or a profile the gateway does not answer.
 */
export async function answerResolveCall(
  request: Hex,
  { zone, lookup }: ResolveContext,
): Promise<Hex> {
  let name: string | undefined
  let data: Hex
  try {
    const decoded = decodeFunctionData({ abi: extendedResolverAbi, data: request })
    data = decoded.args[1]
    name = decodeDnsName(decoded.args[0])
  } catch {
    throw new CcipRequestError('Expected a call of resolve(bytes name, bytes data)')
  }
  if (name === undefined) throw new CcipRequestError('The name is not a DNS-encoded name')
  let call: ReturnType<typeof decodeFunctionData<typeof resolverProfilesAbi>>
  try {
    call = decodeFunctionData({ abi: resolverProfilesAbi, data })
  } catch {
    throw new CcipRequestError(
      `Unsupported resolver call ${data.slice(0, 10)}: the gateway answers addr, text and name`,
    )
  }
  if (call.args[0] !== namehash(name)) {
    throw new CcipRequestError(`The node ${call.args[0]} is not the node of ${name}`)
  }
  const label = labelIn(name, zone)
  switch (call.functionName) {
    case 'addr': {
      if (call.args.length === 1) {
        const address = label ? await lookup.addressOf(label, ETH_COIN_TYPE) : null
        return encodeAbiParameters([{ type: 'address' }], [address ?? zeroAddress])
      }
      const coinType = call.args[1]
      const address =
        label && coinType <= 0xffff_ffffn ? await lookup.addressOf(label, Number(coinType)) : null
      return encodeAbiParameters([{ type: 'bytes' }], [address ?? '0x'])
    }
    case 'text': {
      const text = label ? await lookup.textOf(label, call.args[1]) : null
      return encodeAbiParameters([{ type: 'string' }], [text ?? ''])
    }
    case 'name': {
      const reverse = parseReverseName(name)
      const found = reverse ? await lookup.nameOf(reverse.address, reverse.coinType) : null
      return encodeAbiParameters([{ type: 'string' }], [found ? `${found}.${zone}` : ''])
    }
  }
}

/** The label of `label.zone` (one valid label directly under the zone), lowercase. */
function labelIn(name: string, zone: string): string | undefined {
  const lower = name.toLowerCase()
  const suffix = `.${zone.toLowerCase()}`
  if (!lower.endsWith(suffix)) return undefined
  const label = lower.slice(0, -suffix.length)
  return isValidNameLabel(label) ? label : undefined
}
