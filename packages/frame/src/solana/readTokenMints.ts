import { getBase64Encoder } from '@solana/kit'
import { getMintDecoder, getTokenDecoder } from '@solana-program/token'
import { z } from 'zod'
import { forwardRpcRequest } from '../handler/forwardRpcRequest'
import type { SolanaInstructionView } from './decodeSolanaInstructions'

const accountInfoSchema = z
  .object({
    value: z
      .object({ data: z.tuple([z.string(), z.literal('base64')]), owner: z.string() })
      .loose()
      .nullable(),
  })
  .loose()

/** One account's data from the RPC (`getAccountInfo`, base64), if it has one. */
async function accountData(
  fetchFn: typeof fetch,
  rpcUrl: string,
  address: string,
): Promise<{ data: Uint8Array; owner: string } | undefined> {
  const result = accountInfoSchema.parse(
    await forwardRpcRequest(fetchFn, rpcUrl, 'getAccountInfo', [address, { encoding: 'base64' }]),
  )
  if (!result.value) return undefined
  return {
    data: new Uint8Array(getBase64Encoder().encode(result.value.data[0])),
    owner: result.value.owner,
  }
}

/**
 * Fills the mint and decimals of token transfers that do not carry them (a plain `transfer`
 * names only token accounts): the source account's mint, then the mint's decimals, read from
 * the request's RPC, each account once and owned by the transfer's own program. Best effort:
 * what cannot be read stays unknown and the card shows the raw amount.
 */
export async function readTokenMints(
  instructions: SolanaInstructionView[],
  rpcUrl: string,
  fetchFn: typeof fetch,
): Promise<SolanaInstructionView[]> {
  const cache = new Map<string, Promise<{ data: Uint8Array; owner: string } | undefined>>()
  const read = (address: string) => {
    let entry = cache.get(address)
    if (!entry) {
      entry = accountData(fetchFn, rpcUrl, address).catch(() => undefined)
      cache.set(address, entry)
    }
    return entry
  }
  return Promise.all(
    instructions.map(async (instruction) => {
      if (instruction.kind !== 'transferToken') return instruction
      if (instruction.mint && instruction.decimals !== undefined) return instruction
      try {
        let mint = instruction.mint
        if (!mint && instruction.source) {
          const source = await read(instruction.source)
          if (source?.owner === instruction.program) {
            mint = getTokenDecoder().read(source.data, 0)[0].mint
          }
        }
        if (!mint) return instruction
        const account = await read(mint)
        const decimals =
          account?.owner === instruction.program
            ? getMintDecoder().read(account.data, 0)[0].decimals
            : undefined
        return { ...instruction, mint, ...(decimals === undefined ? {} : { decimals }) }
      } catch {
        return instruction
      }
    }),
  )
}
