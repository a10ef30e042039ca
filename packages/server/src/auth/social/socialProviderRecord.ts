import type { SocialProvider } from '@foyer/protocol'
import type { JWTPayload } from 'jose'

/** Who signed in, as Foyer keeps it: the provider's stable id for the user, and what it says. */
export interface SocialIdentity {
  subject: string
  email: string | null
  /** Only a verified email links the sign-in to an existing (email) user. */
  emailVerified: boolean
  username: string | null
}

/** What the provider answered about the user: the id_token's claims and the profile calls. */
export interface ProviderAnswers {
  /** Verified id_token claims (OpenID providers). */
  idToken?: JWTPayload
  /** The body of `userinfoUrl`. */
  userinfo?: unknown
  /** The body of `emailsUrl`. */
  emails?: unknown
}

/** The endpoints of a provider (or of the dev provider standing in for it). */
export interface ProviderEndpoints {
  authorizationUrl: string
  tokenUrl: string
  /** OpenID providers: the id_token's `iss`, and where its signing keys are. */
  issuer?: string
  jwksUrl?: string
  /** Fetched with the access token; absent when the id_token says everything (apple). */
  userinfoUrl?: string
  /** A second profile call for the user's emails (github). */
  emailsUrl?: string
  scopes: readonly string[]
}

/** A social provider as data: how to sign in with it and how to read its answers. */
export interface SocialProviderRecord extends ProviderEndpoints {
  id: SocialProvider
  /** `oidc`: an id_token is required and validated (signature, iss, aud, exp, nonce). */
  kind: 'oidc' | 'oauth2'
  /** Whether the provider takes a PKCE challenge (S256). */
  pkce: boolean
  /** How the client id and secret go to the token endpoint. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post'
  /**
   * `form_post`: the provider answers by POSTing the code to the redirect URI (apple asks this
   * when scopes are requested), so the redirect URI is the API's SOCIAL_FORM_CALLBACK_PATH, which
   * sends the browser on to the frame's callback page. Absent: the code comes in the query.
   */
  responseMode?: 'form_post'
  /** Extra authorization parameters. */
  authorizationParams?: Readonly<Record<string, string>>
  /** Reads the answers; throws when they lack the user's id. */
  mapIdentity(answers: ProviderAnswers): SocialIdentity
}
