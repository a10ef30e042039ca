import { z } from 'zod'
import { deviceIdSchema, sessionGrantSchema } from './emailAuthSchemas'

/** The most passkeys one user may register (the recovery status lists at most this many). */
export const MAX_PASSKEYS_PER_USER = 20

/** Seconds a passkey challenge stays usable (once). */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60

/** The name a passkey gets when the visitor gives none. */
export const DEFAULT_PASSKEY_NAME = 'Passkey'

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'expected base64url')

/** A credential id, base64url (WebAuthn allows up to 1023 bytes; we keep 1024 characters). */
export const passkeyIdSchema = base64url(1024).min(1)

/** A passkey's name as the visitor sees it in the account's settings. */
export const passkeyNameSchema = z.string().trim().min(1).max(64)

const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])

const credentialDescriptorSchema = z.object({
  id: passkeyIdSchema,
  type: z.literal('public-key'),
  transports: z.array(transportSchema).max(8).optional(),
})

/**
 * The browser's answer to a ceremony carries only what the server verifies: the PRF extension's
 * output (the recovery secret) never leaves the frame, so client extension results are dropped.
 */
const clientExtensionResultsSchema = z.object({})

/** WebAuthn creation options in their JSON form (`PublicKeyCredentialCreationOptionsJSON`). */
export const passkeyCreationOptionsSchema = z.object({
  challenge: base64url(128).min(16),
  rp: z.object({ id: z.string().max(253), name: z.string().max(200) }),
  user: z.object({
    id: base64url(128).min(1),
    name: z.string().max(200),
    displayName: z.string().max(200),
  }),
  pubKeyCredParams: z
    .array(z.object({ type: z.literal('public-key'), alg: z.number().int() }))
    .min(1)
    .max(16),
  timeout: z.number().int().positive().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).max(64).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
})
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>

/** WebAuthn request options in their JSON form (`PublicKeyCredentialRequestOptionsJSON`). */
export const passkeyRequestOptionsSchema = z.object({
  challenge: base64url(128).min(16),
  rpId: z.string().max(253),
  timeout: z.number().int().positive().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).max(64).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
})
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>

/** `navigator.credentials.create()`'s answer in JSON form (`RegistrationResponseJSON`). */
export const passkeyRegistrationResponseSchema = z.object({
  id: passkeyIdSchema,
  rawId: passkeyIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    attestationObject: base64url(32768).min(1),
    transports: z.array(transportSchema).max(8).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
})
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>

/** `navigator.credentials.get()`'s answer in JSON form (`AuthenticationResponseJSON`). */
export const passkeyAuthenticationResponseSchema = z.object({
  id: passkeyIdSchema,
  rawId: passkeyIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    authenticatorData: base64url(4096).min(1),
    signature: base64url(1024).min(1),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
})
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>

/** A registered passkey, as the account's settings list it. */
export const passkeySummarySchema = z.object({
  id: passkeyIdSchema,
  name: z.string().max(200),
  createdAt: z.iso.datetime(),
})
export type PasskeySummary = z.infer<typeof passkeySummarySchema>

/** `GET /auth/v1/passkeys`, and `POST /auth/v1/passkeys/remove`'s answer (what is left). */
export const passkeyListSchema = z.object({
  passkeys: z.array(passkeySummarySchema).max(MAX_PASSKEYS_PER_USER),
})
export type PasskeyList = z.infer<typeof passkeyListSchema>

/** `POST /auth/v1/passkeys/register/options` (bearer session): nothing to send. */
export const passkeyRegisterOptionsRequestSchema = z.object({}).strict()
export const passkeyRegisterOptionsResponseSchema = z.object({
  options: passkeyCreationOptionsSchema,
})

/** `POST /auth/v1/passkeys/register/verify` (bearer session). */
export const passkeyRegisterVerifyRequestSchema = z.object({
  response: passkeyRegistrationResponseSchema,
  name: passkeyNameSchema.optional(),
})
export type PasskeyRegisterVerifyRequest = z.input<typeof passkeyRegisterVerifyRequestSchema>

/** `POST /auth/v1/passkeys/login/options`: for this device (no session). */
export const passkeyLoginOptionsRequestSchema = z.object({ deviceId: deviceIdSchema })
export type PasskeyLoginOptionsRequest = z.input<typeof passkeyLoginOptionsRequestSchema>
export const passkeyLoginOptionsResponseSchema = z.object({ options: passkeyRequestOptionsSchema })

/** `POST /auth/v1/passkeys/login/verify`: a session grant for this device, which is approved. */
export const passkeyLoginVerifyRequestSchema = z.object({
  deviceId: deviceIdSchema,
  response: passkeyAuthenticationResponseSchema,
})
export type PasskeyLoginVerifyRequest = z.input<typeof passkeyLoginVerifyRequestSchema>
export const passkeyLoginVerifyResponseSchema = sessionGrantSchema.extend({
  /** The passkey that signed in (base64url credential id). */
  credentialId: passkeyIdSchema,
})
export type PasskeyLoginGrant = z.infer<typeof passkeyLoginVerifyResponseSchema>

/** `POST /auth/v1/passkeys/remove` (bearer session). */
export const passkeyRemoveRequestSchema = z.object({ id: passkeyIdSchema })

/**
 * The default WebAuthn relying party id of a frame served at `hostname` (server and frame share
 * it; the server's PASSKEY_RP_ID overrides it): the hostname minus its first label when it has
 * three labels or more (`wallet.foyer.localhost` → `foyer.localhost`), else the hostname itself
 * (`localhost`, an IP address).
 */
export function defaultPasskeyRpId(hostname: string): string {
  const host = hostname.toLowerCase()
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')) return host
  const labels = host.split('.')
  return labels.length >= 3 ? labels.slice(1).join('.') : host
}
