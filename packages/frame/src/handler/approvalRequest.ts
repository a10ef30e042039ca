import { FoyerError, type PermissionGrant, type WalletCall } from '@foyer/protocol'
import type { Address, Hex } from 'viem'
import { hexToBigInt, isAddress, isHex } from 'viem'
import type { SolanaInstructionView } from '../solana/decodeSolanaInstructions'
import type { CheckedCommitment } from '../solana/preflightCommitment'

/** What the visitor is asked to approve, validated before the approval UI shows it. */
export type ApprovalRequest = EvmApprovalRequest | SolanaApprovalRequest

/**
 * A Solana request (solana/solanaRequests.ts): the wallet's Solana address, the network's CAIP-2
 * reference, and the message bytes or each transaction's decoded instructions.
 */
export type SolanaApprovalRequest =
  | { method: 'solana_signMessage'; address: string; chainId: string; message: Uint8Array }
  | {
      method:
        | 'solana_signTransaction'
        | 'solana_signAllTransactions'
        | 'solana_signAndSendTransaction'
      address: string
      chainId: string
      transactions: SolanaTransactionView[]
      /** signAndSend: the validated preflight commitment, and whether preflight is skipped. */
      preflightCommitment?: CheckedCommitment
      skipPreflight?: boolean
    }

/** A transaction as the card shows it. */
export type SolanaTransactionView = {
  feePayer: string
  instructions: SolanaInstructionView[]
  /** The other accounts that sign it (besides the wallet). */
  otherSigners: string[]
}

export function isSolanaApproval(request: ApprovalRequest): request is SolanaApprovalRequest {
  return request.method.startsWith('solana_')
}

/** An EVM request. */
export type EvmApprovalRequest =
  | { method: 'personal_sign'; address: Address; chainId: number; message: string | { raw: Hex } }
  | {
      method: 'eth_signTypedData_v4'
      address: Address
      chainId: number
      typedData: TypedDataInput
    }
  | {
      method: 'eth_sendTransaction'
      address: Address
      chainId: number
      rpcUrl: string
      transaction: TransactionInput
      /** The most the network fee may cost (gas × max fee per gas), once filled from the RPC. */
      maxFee?: bigint
      /** The called token's symbol and decimals, read from its contract, for an ERC-20 call. */
      token?: TokenInfo
      /** Sent as the smart account's operation whose gas the project's paymaster pays. */
      sponsored?: boolean
    }
  | {
      /** EIP-5792 calls, sent together as one operation of the smart account. */
      method: 'wallet_sendCalls'
      address: Address
      chainId: number
      calls: WalletCall[]
      /** The project's paymaster pays the gas. */
      sponsored: boolean
      /** The called tokens' symbols and decimals, by lowercase address, for ERC-20 calls. */
      tokens?: Record<string, TokenInfo>
      /** The EOA's first batch: it delegates the EOA to a smart account contract (EIP-7702). */
      upgrade?: boolean
      /** The most the account may pay for gas (none when sponsored). */
      maxFee?: bigint
    }
  | {
      /** An ERC-7715 session for a key the dapp holds, granted by an operation of the account. */
      method: 'wallet_grantPermissions'
      address: Address
      chainId: number
      key: Address
      session: PermissionGrant['session']
      recurring: boolean
      /** The project's paymaster pays the grant's gas. */
      sponsored: boolean
      maxFee?: bigint
    }
  | {
      /** Ends the session of `key`; the API's relayer pays. */
      method: 'wallet_revokePermissions'
      address: Address
      chainId: number
      key: Address
    }

/** An ERC-20 token as its contract describes itself (its own words, not verified). */
export type TokenInfo = { symbol: string; decimals: number }

export type TypedDataInput = {
  domain?: Record<string, unknown>
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

export type TransactionInput = {
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

/** Reads an approval method's params; throws INVALID_METHOD_PARAMS or WRONG_ACCOUNT. */
export function parseApprovalRequest(input: {
  method: string
  params: unknown
  address: Address
  chainId: number
  rpcUrl: string
}): Exclude<
  EvmApprovalRequest,
  { method: 'wallet_sendCalls' | 'wallet_grantPermissions' | 'wallet_revokePermissions' }
> {
  const params = Array.isArray(input.params) ? input.params : undefined
  const base = { address: input.address, chainId: input.chainId }
  switch (input.method) {
    case 'personal_sign': {
      const [data, signer] = params ?? []
      if (typeof data !== 'string') throw new FoyerError('INVALID_METHOD_PARAMS')
      checkSigner(signer, input.address)
      const message = isHex(data, { strict: true }) ? { raw: data } : data
      return { method: 'personal_sign', ...base, message }
    }
    case 'eth_signTypedData_v4': {
      const [signer, data] = params ?? []
      checkSigner(signer, input.address)
      return { method: 'eth_signTypedData_v4', ...base, typedData: parseTypedData(data) }
    }
    case 'eth_sendTransaction': {
      const [tx] = params ?? []
      if (!isRecord(tx)) throw new FoyerError('INVALID_METHOD_PARAMS')
      if (tx.from !== undefined) checkSigner(tx.from, input.address)
      return {
        method: 'eth_sendTransaction',
        ...base,
        rpcUrl: input.rpcUrl,
        transaction: parseTransaction(tx),
      }
    }
    default:
      throw new FoyerError('REQUEST_NOT_ALLOWED')
  }
}

function checkSigner(signer: unknown, address: Address) {
  if (typeof signer !== 'string' || !isAddress(signer, { strict: false })) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  if (signer.toLowerCase() !== address.toLowerCase()) throw new FoyerError('WRONG_ACCOUNT')
}

function parseTypedData(data: unknown): TypedDataInput {
  let value = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      throw new FoyerError('INVALID_METHOD_PARAMS')
    }
  }
  if (
    !isRecord(value) ||
    !isRecord(value.types) ||
    typeof value.primaryType !== 'string' ||
    !isRecord(value.message) ||
    (value.domain !== undefined && !isRecord(value.domain))
  ) {
    throw new FoyerError('INVALID_METHOD_PARAMS')
  }
  for (const fields of Object.values(value.types)) {
    if (
      !Array.isArray(fields) ||
      !fields.every((f) => isRecord(f) && typeof f.name === 'string' && typeof f.type === 'string')
    ) {
      throw new FoyerError('INVALID_METHOD_PARAMS')
    }
  }
  return value as TypedDataInput
}

function parseTransaction(tx: Record<string, unknown>): TransactionInput {
  const out: TransactionInput = {}
  if (tx.to !== undefined && tx.to !== null) {
    if (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false })) {
      throw new FoyerError('INVALID_METHOD_PARAMS')
    }
    out.to = tx.to
  }
  if (tx.data !== undefined || tx.input !== undefined) {
    const data = tx.data ?? tx.input
    if (typeof data !== 'string' || !isHex(data, { strict: true })) {
      throw new FoyerError('INVALID_METHOD_PARAMS')
    }
    out.data = data
  }
  const quantity = (key: string): bigint | undefined => {
    const value = tx[key]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) {
      throw new FoyerError('INVALID_METHOD_PARAMS')
    }
    return hexToBigInt(value as Hex)
  }
  out.value = quantity('value')
  out.gas = quantity('gas')
  out.gasPrice = quantity('gasPrice')
  out.maxFeePerGas = quantity('maxFeePerGas')
  out.maxPriorityFeePerGas = quantity('maxPriorityFeePerGas')
  const nonce = quantity('nonce')
  if (nonce !== undefined) out.nonce = Number(nonce)
  if (out.to === undefined && out.data === undefined) throw new FoyerError('INVALID_METHOD_PARAMS')
  for (const key of Object.keys(out) as (keyof TransactionInput)[]) {
    if (out[key] === undefined) delete out[key]
  }
  return out
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
