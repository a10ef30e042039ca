import {
  type Address,
  getBase58Decoder,
  getBase64Decoder,
  type MaybeEncodedAccount,
} from '@solana/kit'
import { AccountState, getMintDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { DevSvm } from './devSvm'
import { invalidParams } from './rpcError'

export const ACCOUNT_ENCODINGS = ['base58', 'base64', 'jsonParsed'] as const
export type AccountEncoding = (typeof ACCOUNT_ENCODINGS)[number]

/** What every rent-exempt account answers as its rent epoch (u64::MAX). */
const RENT_EPOCH = 18_446_744_073_709_551_615n
/** Solana refuses base58 for accounts larger than this. */
const MAX_BASE58_BYTES = 128

const base58 = getBase58Decoder()
const base64 = getBase64Decoder()

/**
 * An account as `getAccountInfo` answers it (null when it does not exist): `base64` and `base58`
 * data as `[text, encoding]`; `jsonParsed` parses SPL Token accounts and mints, and answers other
 * accounts in base64, as Solana's nodes do.
 */
export function encodeAccount(
  dev: DevSvm,
  account: MaybeEncodedAccount,
  encoding: AccountEncoding,
): Record<string, unknown> | null {
  if (!account.exists) return null
  const data = account.data
  let encoded: unknown
  if (encoding === 'jsonParsed') {
    encoded = parsedTokenData(dev, account.address, account.programAddress, data) ?? [
      base64.decode(data),
      'base64',
    ]
  } else if (encoding === 'base58') {
    if (data.length > MAX_BASE58_BYTES) {
      throw invalidParams(
        `encoding base58 is for accounts of at most ${MAX_BASE58_BYTES} bytes; ${account.address} has ${data.length}: use base64`,
      )
    }
    encoded = [base58.decode(data), 'base58']
  } else {
    encoded = [base64.decode(data), 'base64']
  }
  return {
    data: encoded,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EPOCH,
    space: BigInt(data.length),
  }
}

function parsedTokenData(
  dev: DevSvm,
  address: Address,
  owner: Address,
  data: Uint8Array,
): Record<string, unknown> | undefined {
  if (owner !== TOKEN_PROGRAM_ADDRESS) return undefined
  if (data.length === 82) {
    const mint = getMintDecoder().decode(data)
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority:
            mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
          supply: mint.supply.toString(),
        },
      },
      space: 82n,
    }
  }
  const token = dev.tokenAccount(address)
  if (!token) return undefined
  return {
    program: 'spl-token',
    parsed: {
      type: 'account',
      info: tokenAccountInfo(token.mint, token.owner, token.amount, token.data),
    },
    space: 165n,
  }
}

function tokenAccountInfo(
  mint: Address,
  owner: Address,
  tokenAmount: unknown,
  data: Uint8Array,
): Record<string, unknown> {
  // state at byte 108: 0 uninitialized, 1 initialized, 2 frozen; is_native an option at 109.
  const state = data[108] === AccountState.Frozen ? 'frozen' : 'initialized'
  return { isNative: data[109] === 1, mint, owner, state, tokenAmount }
}
