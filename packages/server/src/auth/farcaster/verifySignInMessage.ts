import { type Address, getAddress, isAddressEqual, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { FidCustody } from './fidCustody'

/** What every Sign In With Farcaster message says (FIP-11): this statement, on OP Mainnet. */
export const SIWF_STATEMENT = 'Farcaster Auth'
export const SIWF_CHAIN_ID = 10
/** The one resource naming the user: `farcaster://fid/<fid>`. */
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d{0,15})\/?$/

export type SignInProblem =
  | 'malformed'
  | 'nonce'
  | 'domain'
  | 'uri'
  | 'expired'
  | 'not-yet-valid'
  | 'signature'
  | 'fid'
  | 'custody'

/** Why a Sign In With Farcaster message was refused; `message` says it for the visitor. */
export class SignInMessageError extends Error {
  override name = 'SignInMessageError'
  constructor(
    readonly problem: SignInProblem,
    message: string,
  ) {
    super(message)
  }
}

export interface SignInExpectations {
  /** The nonce the sign-in was started with. */
  nonce: string
  /** The domain (host[:port]) and URI the user must be signing in to. */
  domain: string
  uri?: string
  /** The fid the relay reported: the message must name the same. */
  fid?: number
  /** Check expirationTime and notBefore against this time. */
  now?: Date
  /** Check that the signer holds the fid (the Farcaster ID registry's custody address). */
  custody?: FidCustody
}

export interface VerifiedSignIn {
  fid: number
  /** The signer: the fid's custody address when `custody` was checked. */
  address: Address
}

/**
 * Verifies a Sign In With Farcaster message (an EIP-4361 message, FIP-11) with viem: its form
 * (statement, chain id 10, exactly one fid resource), the nonce, domain and URI the sign-in asked
 * for, its validity window, the signature, and that the signer is the custody address of the
 * fid. Throws SignInMessageError naming the first problem; FidCustodyUnavailable when the
 * registry cannot be read.
 */
export async function verifySignInMessage(
  message: string,
  signature: `0x${string}`,
  expected: SignInExpectations,
): Promise<VerifiedSignIn> {
  const siwe = parseSiweMessage(message)
  if (
    !siwe.address ||
    !siwe.domain ||
    !siwe.uri ||
    !siwe.nonce ||
    siwe.version !== '1' ||
    !siwe.issuedAt
  ) {
    throw new SignInMessageError(
      'malformed',
      'the signed message is not a Sign In With Farcaster message',
    )
  }
  if (siwe.statement !== SIWF_STATEMENT) {
    throw new SignInMessageError('malformed', `the signed message must say "${SIWF_STATEMENT}"`)
  }
  if (siwe.chainId !== SIWF_CHAIN_ID) {
    throw new SignInMessageError(
      'malformed',
      `the signed message must be for chain ${SIWF_CHAIN_ID}`,
    )
  }
  const fids = (siwe.resources ?? []).flatMap((resource) => {
    const match = FID_RESOURCE.exec(resource)
    return match?.[1] ? [Number(match[1])] : []
  })
  const [fid] = fids
  if (fids.length !== 1 || fid === undefined || !Number.isSafeInteger(fid)) {
    throw new SignInMessageError('malformed', 'the signed message must name exactly one fid')
  }
  if (expected.fid !== undefined && expected.fid !== fid) {
    throw new SignInMessageError(
      'fid',
      `the relay reported fid ${expected.fid}, the message names ${fid}`,
    )
  }
  if (siwe.nonce !== expected.nonce) {
    throw new SignInMessageError(
      'nonce',
      'the signed message is for another sign-in (nonce mismatch)',
    )
  }
  if (siwe.domain !== expected.domain) {
    throw new SignInMessageError(
      'domain',
      `the signed message is for ${siwe.domain}, not ${expected.domain}`,
    )
  }
  if (expected.uri !== undefined && siwe.uri !== expected.uri) {
    throw new SignInMessageError(
      'uri',
      `the signed message is for ${siwe.uri}, not ${expected.uri}`,
    )
  }
  if (expected.now) {
    if (siwe.expirationTime && siwe.expirationTime.getTime() <= expected.now.getTime()) {
      throw new SignInMessageError('expired', 'the signed message has expired; start again')
    }
    if (siwe.notBefore && siwe.notBefore.getTime() > expected.now.getTime()) {
      throw new SignInMessageError('not-yet-valid', 'the signed message is not valid yet')
    }
  }
  const address = getAddress(siwe.address)
  const valid = await verifyMessage({ address, message, signature }).catch(() => false)
  if (!valid) {
    throw new SignInMessageError('signature', 'the signature does not match the signed message')
  }
  if (expected.custody) {
    const custody = await expected.custody.custodyOf(fid)
    if (!custody || !isAddressEqual(custody, address)) {
      throw new SignInMessageError('custody', `${address} is not the custody address of fid ${fid}`)
    }
  }
  return { fid, address }
}
