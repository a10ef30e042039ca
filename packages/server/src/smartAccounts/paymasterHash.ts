import { type Address, concat, encodeAbiParameters, type Hex, keccak256, numberToHex } from 'viem'

/** The fields of a user operation (EntryPoint 0.7/0.8, unpacked as the bundler RPC gives them). */
export type UnpackedUserOperation = {
  sender: Address
  nonce: bigint
  /** A factory, or EIP-7702's `0x7702` marker. */
  factory?: Address | '0x7702' | null
  factoryData?: Hex | null
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/** The paymaster's own gas limits, which its signature covers. */
export type PaymasterGas = { verificationGasLimit: bigint; postOpGasLimit: bigint }

const pack128 = (high: bigint, low: bigint): Hex =>
  concat([numberToHex(high, { size: 16 }), numberToHex(low, { size: 16 })])

/**
 * FoyerPaymaster's `getHash(userOp, validUntil, validAfter)` computed here, without a call to the
 * chain: every field of the operation but the paymaster's signature, with the chain, the
 * paymaster and the window in which the approval holds (packages/devchain's FoyerPaymaster.sol;
 * a test holds the two equal on anvil).
 */
export function paymasterHash(
  op: UnpackedUserOperation,
  gas: PaymasterGas,
  {
    chainId,
    paymaster,
    validUntil,
    validAfter,
  }: {
    chainId: number
    paymaster: Address
    validUntil: number
    validAfter: number
  },
): Hex {
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        pack128(op.verificationGasLimit, op.callGasLimit),
        pack128(gas.verificationGasLimit, gas.postOpGasLimit),
        op.preVerificationGas,
        pack128(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}

/** The paymaster data after the gas limits: validUntil, validAfter (6 bytes each), signature. */
export function paymasterData(validUntil: number, validAfter: number, signature: Hex): Hex {
  return concat([
    numberToHex(validUntil, { size: 6 }),
    numberToHex(validAfter, { size: 6 }),
    signature,
  ])
}
