import { DEV_SOLANA_TOKEN } from '@foyer/protocol'
import type { Address } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { SOLANA_RPC_URL } from './stack'

/** One JSON-RPC call to the stack's dev SVM; its error (or no result) throws, named. */
export async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(SOLANA_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error || body.result === undefined) {
    throw new Error(`${method}: ${body.error?.message ?? 'no result'}`)
  }
  return body.result
}

/** The lamports `address` holds on the dev SVM (confirmed). */
export async function lamports(address: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: number }>('getBalance', [
    address,
    { commitment: 'confirmed' },
  ])
  return BigInt(value)
}

/** The dev FUSD `owner` holds in its associated token account (smallest units; 0 without one). */
export async function fusd(owner: string): Promise<bigint> {
  const [account] = await findAssociatedTokenPda({
    owner: owner as Address,
    mint: DEV_SOLANA_TOKEN.mint as Address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const info = await solanaRpc<{ value: unknown }>('getAccountInfo', [
    account,
    { encoding: 'base64' },
  ])
  if (!info.value) return 0n
  const { value } = await solanaRpc<{ value: { amount: string } }>('getTokenAccountBalance', [
    account,
  ])
  return BigInt(value.amount)
}

/** `raw` smallest units with `decimals` as the Account view shows an amount (at most 4 decimals). */
export function shownAmount(raw: bigint, decimals: number): string {
  const text = raw.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).slice(0, 4).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
