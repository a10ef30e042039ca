import type {
  PasskeyAuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
} from '@foyer/protocol'
import { fromBase64url, toBase64url } from '../encoding/base64url'

type Descriptor = { id: string; type: 'public-key'; transports?: string[] | undefined }

const descriptors = (list: readonly Descriptor[] | undefined) =>
  (list ?? []).map(
    (each): PublicKeyCredentialDescriptor => ({
      id: fromBase64url(each.id),
      type: 'public-key',
      ...(each.transports ? { transports: each.transports as AuthenticatorTransport[] } : {}),
    }),
  )

const prfInputs = (first: Uint8Array<ArrayBuffer>): AuthenticationExtensionsClientInputs => ({
  prf: { eval: { first } },
})

/** The server's creation options for `navigator.credentials.create`, asking for the PRF too. */
export function creationOptions(
  json: PasskeyCreationOptions,
  prfInput: Uint8Array<ArrayBuffer>,
): PublicKeyCredentialCreationOptions {
  return {
    challenge: fromBase64url(json.challenge),
    rp: json.rp,
    user: { ...json.user, id: fromBase64url(json.user.id) },
    pubKeyCredParams: json.pubKeyCredParams,
    ...(json.timeout ? { timeout: json.timeout } : {}),
    excludeCredentials: descriptors(json.excludeCredentials),
    ...(json.authenticatorSelection ? { authenticatorSelection: json.authenticatorSelection } : {}),
    ...(json.attestation ? { attestation: json.attestation } : {}),
    extensions: prfInputs(prfInput),
  }
}

/** Request options for `navigator.credentials.get`, with the PRF evaluated at `prfInput`. */
export function requestOptions(
  json: PasskeyRequestOptions,
  prfInput: Uint8Array<ArrayBuffer>,
): PublicKeyCredentialRequestOptions {
  return {
    challenge: fromBase64url(json.challenge),
    rpId: json.rpId,
    ...(json.timeout ? { timeout: json.timeout } : {}),
    allowCredentials: descriptors(json.allowCredentials),
    ...(json.userVerification ? { userVerification: json.userVerification } : {}),
    extensions: prfInputs(prfInput),
  }
}

function attachment(credential: PublicKeyCredential): {
  authenticatorAttachment?: 'platform' | 'cross-platform'
} {
  const value = credential.authenticatorAttachment
  return value === 'platform' || value === 'cross-platform'
    ? { authenticatorAttachment: value }
    : {}
}

/**
 * A created credential as the server verifies it. Extension results are left out on purpose:
 * the PRF output is the recovery secret and never leaves the frame.
 */
export function registrationJson(credential: PublicKeyCredential): PasskeyRegistrationResponse {
  const response = credential.response as AuthenticatorAttestationResponse
  const transports =
    typeof response.getTransports === 'function' ? response.getTransports() : undefined
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: 'public-key',
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
      ...(transports?.length
        ? {
            transports: transports as NonNullable<
              PasskeyRegistrationResponse['response']['transports']
            >,
          }
        : {}),
    },
    ...attachment(credential),
    clientExtensionResults: {},
  }
}

/** An assertion as the server verifies it (no extension results: see registrationJson). */
export function authenticationJson(credential: PublicKeyCredential): PasskeyAuthenticationResponse {
  const response = credential.response as AuthenticatorAssertionResponse
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: 'public-key',
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      authenticatorData: toBase64url(response.authenticatorData),
      signature: toBase64url(response.signature),
      ...(response.userHandle ? { userHandle: toBase64url(response.userHandle) } : {}),
    },
    ...attachment(credential),
    clientExtensionResults: {},
  }
}

/** The PRF extension's first output of a ceremony, and whether the authenticator has PRF. */
export function prfResult(credential: PublicKeyCredential): {
  enabled: boolean | undefined
  first: Uint8Array | undefined
} {
  const prf = credential.getClientExtensionResults().prf
  const first = prf?.results?.first
  return {
    enabled: prf?.enabled,
    first: first
      ? first instanceof ArrayBuffer
        ? new Uint8Array(first)
        : new Uint8Array(first.buffer, first.byteOffset, first.byteLength).slice()
      : undefined,
  }
}
