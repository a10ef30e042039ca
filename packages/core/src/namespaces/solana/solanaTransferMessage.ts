import { base58, fromBase58 } from './base58'

/** The programs a transfer calls (their fixed addresses on every cluster). */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLGDdLTWd2QZ2i1Rf1Yc'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** One account an instruction names, and how. */
export type SolanaAccountMeta = { address: string; signer: boolean; writable: boolean }

export type SolanaInstruction = {
  program: string
  accounts: readonly SolanaAccountMeta[]
  data: Uint8Array
}

/**
 * The wire bytes of an unsigned legacy transaction: one empty (zero) signature slot per signer,
 * then the message (header, account keys, recent blockhash, compiled instructions), the layout
 * every Solana wallet and node reads. Accounts are merged (signer and writable when any use
 * says so) and ordered as the runtime requires: the fee payer first, writable signers, read-only
 * signers, writable others, read-only others; the programs are read-only others.
 */
export function compileSolanaTransaction({
  feePayer,
  blockhash,
  instructions,
}: {
  feePayer: string
  blockhash: string
  instructions: readonly SolanaInstruction[]
}): { transaction: Uint8Array; message: Uint8Array } {
  const metas = new Map<string, SolanaAccountMeta>()
  const add = ({ address, signer, writable }: SolanaAccountMeta) => {
    const known = metas.get(address)
    metas.set(address, {
      address,
      signer: signer || Boolean(known?.signer),
      writable: writable || Boolean(known?.writable),
    })
  }
  add({ address: feePayer, signer: true, writable: true })
  for (const instruction of instructions) {
    for (const account of instruction.accounts) add(account)
    add({ address: instruction.program, signer: false, writable: false })
  }
  const all = [...metas.values()]
  const rank = (meta: SolanaAccountMeta) =>
    meta.address === feePayer ? 0 : meta.signer ? (meta.writable ? 1 : 2) : meta.writable ? 3 : 4
  // A stable sort: within a rank, the order of first use.
  const ordered = all.map((meta, index) => ({ meta, index }))
  ordered.sort((a, b) => rank(a.meta) - rank(b.meta) || a.index - b.index)
  const keys = ordered.map(({ meta }) => meta)
  const indexOf = new Map(keys.map((meta, index) => [meta.address, index]))
  const signers = keys.filter((meta) => meta.signer)
  if (keys.length > 256) throw new Error('A Solana transaction names at most 256 accounts')

  const bytes: number[] = [
    signers.length,
    signers.filter((meta) => !meta.writable).length,
    keys.filter((meta) => !meta.signer && !meta.writable).length,
  ]
  bytes.push(...compactU16(keys.length))
  for (const meta of keys) bytes.push(...addressBytes(meta.address))
  bytes.push(...addressBytes(blockhash))
  bytes.push(...compactU16(instructions.length))
  for (const instruction of instructions) {
    bytes.push(indexOf.get(instruction.program) ?? 0)
    bytes.push(...compactU16(instruction.accounts.length))
    for (const account of instruction.accounts) bytes.push(indexOf.get(account.address) ?? 0)
    bytes.push(...compactU16(instruction.data.length), ...instruction.data)
  }
  const message = Uint8Array.from(bytes)
  const transaction = Uint8Array.from([
    ...compactU16(signers.length),
    ...new Array<number>(64 * signers.length).fill(0),
    ...message,
  ])
  return { transaction, message }
}

/** The 32 bytes of a base58 address (or blockhash); throws on anything else. */
export function addressBytes(address: string): Uint8Array {
  const bytes = fromBase58(address)
  if (bytes.length !== 32) throw new Error(`Not a Solana address: ${address}`)
  return bytes
}

/** Solana's compact-u16 length prefix (1 to 3 bytes, 7 bits each, low first). */
export function compactU16(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(low)
      return out
    }
    out.push(low | 0x80)
  }
}

/** `value` as 8 little-endian bytes. */
export function u64le(value: bigint): number[] {
  if (value < 0n || value >= 1n << 64n) throw new RangeError(`Not a u64: ${value}`)
  const out: number[] = []
  let rest = value
  for (let i = 0; i < 8; i++) {
    out.push(Number(rest & 0xffn))
    rest >>= 8n
  }
  return out
}

/** The System program's `Transfer` (instruction 2): `lamports` from `from` (signs) to `to`. */
export function systemTransfer(from: string, to: string, lamports: bigint): SolanaInstruction {
  return {
    program: SYSTEM_PROGRAM,
    accounts: [
      { address: from, signer: true, writable: true },
      { address: to, signer: false, writable: true },
    ],
    data: Uint8Array.from([2, 0, 0, 0, ...u64le(lamports)]),
  }
}

/**
 * The Token program's `TransferChecked` (instruction 12): `amount` of `mint` (with its
 * `decimals`, which the program checks) from the `source` token account to `destination`,
 * `owner` signing.
 */
export function tokenTransferChecked(args: {
  tokenProgram: string
  source: string
  mint: string
  destination: string
  owner: string
  amount: bigint
  decimals: number
}): SolanaInstruction {
  return {
    program: args.tokenProgram,
    accounts: [
      { address: args.source, signer: false, writable: true },
      { address: args.mint, signer: false, writable: false },
      { address: args.destination, signer: false, writable: true },
      { address: args.owner, signer: true, writable: false },
    ],
    data: Uint8Array.from([12, ...u64le(args.amount), args.decimals]),
  }
}

/**
 * The Associated Token Account program's `CreateIdempotent` (instruction 1): creates `owner`'s
 * token account `account` for `mint`, paid by `payer`; does nothing when it exists already.
 */
export function createAssociatedTokenIdempotent(args: {
  payer: string
  account: string
  owner: string
  mint: string
  tokenProgram: string
}): SolanaInstruction {
  return {
    program: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [
      { address: args.payer, signer: true, writable: true },
      { address: args.account, signer: false, writable: true },
      { address: args.owner, signer: false, writable: false },
      { address: args.mint, signer: false, writable: false },
      { address: SYSTEM_PROGRAM, signer: false, writable: false },
      { address: args.tokenProgram, signer: false, writable: false },
    ],
    data: Uint8Array.from([1]),
  }
}

/** The bytes of 'ProgramDerivedAddress', the marker every program address hash ends with. */
const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress')

/**
 * The associated token account of `owner` for `mint` under `tokenProgram`: the program address
 * of the seeds (owner, token program, mint) under the Associated Token Account program, with
 * the highest bump that gives an address off the ed25519 curve.
 */
export async function associatedTokenAddress(
  owner: string,
  mint: string,
  tokenProgram: string,
): Promise<string> {
  const seeds = [...addressBytes(owner), ...addressBytes(tokenProgram), ...addressBytes(mint)]
  const program = addressBytes(ASSOCIATED_TOKEN_PROGRAM)
  for (let bump = 255; bump >= 0; bump--) {
    const hash = new Uint8Array(
      await crypto.subtle.digest(
        'SHA-256',
        Uint8Array.from([...seeds, bump, ...program, ...PDA_MARKER]),
      ),
    )
    if (!isOnCurve(hash)) return base58(hash)
  }
  throw new Error('No program address for these seeds')
}

// The ed25519 point check, after @solana/addresses' vendored noble-ed25519 (MIT): whether 32
// bytes decompress to a point of the curve. Program addresses are the hashes that do not.
const P = 57896044618658097711785492504343953926634992332820282019728792003956564819949n
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n
const RM1 = 19681161376707505956807079304988542015446066515923890162744021073123829784752n

const mod = (a: bigint) => {
  const r = a % P
  return r >= 0n ? r : P + r
}

function pow2(x: bigint, power: bigint): bigint {
  let r = x
  let left = power
  while (left-- > 0n) r = (r * r) % P
  return r
}

function pow_2_252_3(x: bigint): bigint {
  const x2 = (x * x) % P
  const b2 = (x2 * x) % P
  const b4 = (pow2(b2, 2n) * b2) % P
  const b5 = (pow2(b4, 1n) * x) % P
  const b10 = (pow2(b5, 5n) * b5) % P
  const b20 = (pow2(b10, 10n) * b10) % P
  const b40 = (pow2(b20, 20n) * b20) % P
  const b80 = (pow2(b40, 40n) * b40) % P
  const b160 = (pow2(b80, 80n) * b80) % P
  const b240 = (pow2(b160, 80n) * b80) % P
  const b250 = (pow2(b240, 10n) * b10) % P
  return (pow2(b250, 2n) * x) % P
}

/** x from y, or null when u/v has no square root (no point with this y). */
function uvRatio(u: bigint, v: bigint): bigint | null {
  const v3 = mod(v * v * v)
  const v7 = mod(v3 * v3 * v)
  let x = mod(u * v3 * pow_2_252_3(u * v7))
  const vx2 = mod(v * x * x)
  const useRoot1 = vx2 === u
  const useRoot2 = vx2 === mod(-u)
  const noRoot = vx2 === mod(-u * RM1)
  if (useRoot2 || noRoot) x = mod(x * RM1)
  if ((mod(x) & 1n) === 1n) x = mod(-x)
  return useRoot1 || useRoot2 ? x : null
}

/** Whether 32 bytes are a compressed ed25519 point (a public key could have them). */
export function isOnCurve(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false
  let y = 0n
  for (let i = 31; i >= 0; i--)
    y = (y << 8n) | BigInt(i === 31 ? (bytes[i] ?? 0) & 0x7f : (bytes[i] ?? 0))
  const y2 = mod(y * y)
  const x = uvRatio(mod(y2 - 1n), mod(D * y2 + 1n))
  if (x === null) return false
  return !(x === 0n && ((bytes[31] ?? 0) & 0x80) !== 0)
}
