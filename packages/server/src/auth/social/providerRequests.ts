import { ApiError } from '../../http/apiError'
import type { ResolvedSocialProvider } from './resolveSocialProviders'

/** How long a call to a provider may take. */
export const PROVIDER_TIMEOUT_MS = 10_000

/** What the token endpoint answered. */
export interface ProviderTokens {
  accessToken: string
  idToken?: string
}

const providerFailed = (status: number, message: string) =>
  new ApiError(status, 'SOCIAL_PROVIDER_FAILED', `Failed to connect: ${message}`)

/** How long to wait for the provider; tests shorten it. */
export interface ProviderCallOptions {
  timeoutMs?: number
}

async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  { timeoutMs = PROVIDER_TIMEOUT_MS }: ProviderCallOptions,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw providerFailed(502, `${provider} could not be reached (${(error as Error).message})`)
  }
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw providerFailed(502, `${provider} answered ${response.status} without JSON`)
  }
  if (!response.ok) {
    const { error, error_description: description } = (body ?? {}) as Record<string, unknown>
    const why = typeof error === 'string' ? `: ${error}` : ''
    const detail = typeof description === 'string' ? ` (${description})` : ''
    throw providerFailed(
      response.status >= 500 ? 502 : 401,
      `${provider} refused the request (${response.status}${why})${detail}`,
    )
  }
  return body
}

/**
 * Trades the authorization code (with the PKCE verifier) for tokens at the provider's token
 * endpoint, authenticating as the provider's record says. 401 / 502 SOCIAL_PROVIDER_FAILED.
 */
export async function exchangeCode(
  provider: ResolvedSocialProvider,
  {
    code,
    codeVerifier,
    redirectUri,
  }: { code: string; codeVerifier: string | null; redirectUri: string },
  options: ProviderCallOptions = {},
): Promise<ProviderTokens> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  })
  if (codeVerifier) form.set('code_verifier', codeVerifier)
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  }
  if (provider.record.tokenAuth === 'client_secret_basic') {
    const pair = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`
  } else {
    form.set('client_id', provider.clientId)
    form.set('client_secret', provider.clientSecret)
  }
  const body = (await callProvider(
    provider.record.id,
    provider.endpoints.tokenUrl,
    {
      method: 'POST',
      headers,
      body: form,
    },
    options,
  )) as Record<string, unknown>
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw providerFailed(502, `${provider.record.id} gave no access token`)
  }
  return {
    accessToken: body.access_token,
    ...(typeof body.id_token === 'string' ? { idToken: body.id_token } : {}),
  }
}

/** GETs a profile endpoint with the access token. 401 / 502 SOCIAL_PROVIDER_FAILED. */
export function fetchProviderJson(
  provider: ResolvedSocialProvider,
  url: string,
  accessToken: string,
  options: ProviderCallOptions = {},
): Promise<unknown> {
  return callProvider(
    provider.record.id,
    url,
    {
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${accessToken}`,
        // github refuses requests without one.
        'user-agent': 'Foyer',
      },
    },
    options,
  )
}
