import { type Address, encodeAbiParameters, encodePacked, type Hex, keccak256 } from 'viem'
import { sign } from 'viem/accounts'

/**
 * What the gateway signs and FoyerOffchainResolver checks in `resolveWithProof`:
 * `keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖ keccak256(result))`.
 */
export function gatewaySignatureHash(
  resolver: Address,
  expires: bigint,
  request: Hex,
  result: Hex,
): Hex {
  return keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', resolver, expires, keccak256(request), keccak256(result)],
    ),
  )
}

/** The gateway's answer: `abi.encode(result, expires, signature)`. */
export async function signGatewayAnswer({
  resolver,
  request,
  result,
  expires,
  signerKey,
}: {
  resolver: Address
  request: Hex
  result: Hex
  expires: bigint
  signerKey: Hex
}): Promise<Hex> {
  const signature = await sign({
    hash: gatewaySignatureHash(resolver, expires, request, result),
    privateKey: signerKey,
    to: 'hex',
  })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}
