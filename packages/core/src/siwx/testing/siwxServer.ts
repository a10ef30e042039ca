import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  parseCaipNetworkId,
  parseSiwxMessage,
  SIWX_NONCE_TTL_SECONDS,
  SIWX_PATHS,
  SIWX_SESSION_MAX_SECONDS,
  type SiwxErrorCode,
  type SiwxSession,
  siwxVerifyRequestSchema,
} from '@foyer/protocol'
import {
  type Address,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { verifyMessage } from 'viem'

export type SiwxServer = {
  url: string
  /** The SIWX routes called, in order (`nonce`, `verify`, `me`, `signOut`). */
  calls: (keyof typeof SIWX_PATHS)[]
  /** The bodies `verify` was sent, in order. */
  verified: { message: string; signature: string }[]
  /** A new browser: a `fetch` with its own cookie jar, sent with `credentials: 'include'`. */
  browserFetch(): typeof globalThis.fetch
  close(): Promise<void>
}

const COOKIE = 'foyer_siwx'
const ROUTES = new Map<string, keyof typeof SIWX_PATHS>(
  Object.entries(SIWX_PATHS).map(([name, path]) => [path, name as keyof typeof SIWX_PATHS]),
)

/**
 * A stand-in for the server's SIWX routes in unit tests: real HTTP on loopback, as the protocol
 * says. Nonces are single use and expire; `verify` reads the message (EIP-4361 on eip155,
 * CAIP-122 on solana), checks its nonce, domain and its signature (eip155 plain accounts by viem's
 * verifyMessage; solana 64 ed25519 bytes, sent as their hex like the server takes them, by the
 * address's key through WebCrypto), and sets an httpOnly session cookie; `me` answers that cookie's session (401 without); `signout` deletes it.
 */
export async function startSiwxServer({ domain }: { domain: string }): Promise<SiwxServer> {
  const nonces = new Map<string, number>()
  const sessions = new Map<string, SiwxSession>()
  const calls: SiwxServer['calls'] = []
  const verified: SiwxServer['verified'] = []

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let body = ''
    for await (const chunk of request) body += chunk
    const send = (status: number, value?: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers })
      response.end(value === undefined ? undefined : JSON.stringify(value))
    }
    const refuse = (status: number, code: SiwxErrorCode, message: string) =>
      send(status, { error: { code, message } })
    const route = ROUTES.get(url.pathname)
    if (!route) return send(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
    calls.push(route)
    const token = /(?:^|;\s*)foyer_siwx=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1]
    switch (route) {
      case 'nonce': {
        const nonce = randomBytes(12).toString('hex')
        const expiresAt = Date.now() + SIWX_NONCE_TTL_SECONDS * 1000
        nonces.set(nonce, expiresAt)
        return send(200, { nonce, expiresAt: new Date(expiresAt).toISOString() })
      }
      case 'verify': {
        const parsed = siwxVerifyRequestSchema.safeParse(JSON.parse(body || '{}'))
        if (!parsed.success) return refuse(400, 'INVALID_PARAMS', parsed.error.message)
        const { message: text, signature } = parsed.data
        verified.push({ message: text, signature })
        let message: ReturnType<typeof parseSiwxMessage>
        try {
          message = parseSiwxMessage(text)
        } catch (error) {
          return refuse(400, 'MALFORMED_MESSAGE', String(error))
        }
        const expiresAt = nonces.get(message.nonce)
        nonces.delete(message.nonce)
        if (expiresAt === undefined || expiresAt <= Date.now()) {
          return refuse(401, 'NONCE_UNKNOWN', 'The sign-in message has an unknown nonce')
        }
        if (message.domain !== domain) {
          return refuse(403, 'DOMAIN_NOT_ALLOWED', `${message.domain} is not allowed`)
        }
        const address = message.accountAddress
        if (!(await signedBy(message.chainId, address, text, signature))) {
          return refuse(
            401,
            'INVALID_SIGNATURE',
            'The sign-in message was not signed by its account',
          )
        }
        const longest = Date.now() + SIWX_SESSION_MAX_SECONDS * 1000
        const end = Math.min(longest, Date.parse(message.expirationTime ?? '') || longest)
        const session: SiwxSession = {
          address,
          chainId: message.chainId,
          domain: message.domain,
          uri: message.uri,
          issuedAt: message.issuedAt ?? new Date().toISOString(),
          expiresAt: new Date(end).toISOString(),
        }
        const issued = randomBytes(24).toString('base64url')
        sessions.set(issued, session)
        return send(200, session, { 'set-cookie': `${COOKIE}=${issued}; HttpOnly` })
      }
      case 'me': {
        const session = token ? sessions.get(token) : undefined
        if (!session) return refuse(401, 'UNAUTHORIZED', 'Not signed in')
        return send(200, session)
      }
      case 'signOut':
        if (token) sessions.delete(token)
        response.writeHead(204, { 'set-cookie': `${COOKIE}=; Max-Age=0; HttpOnly` })
        return response.end()
    }
  }

  /** Whether `signature` (hex of its bytes) is `address`'s over `text`, by the chain's scheme. */
  async function signedBy(
    chainId: string,
    address: string,
    text: string,
    signature: `0x${string}`,
  ) {
    switch (parseCaipNetworkId(chainId)?.namespace) {
      case 'eip155':
        return verifyMessage({ address: address as `0x${string}`, message: text, signature })
      case 'solana': {
        // Node's own buffers: a test page's (jsdom) typed arrays are not WebCrypto's.
        const bytes = Buffer.from(signature.slice(2), 'hex')
        if (bytes.length !== 64) return false
        const key = await getPublicKeyFromAddress(address as Address)
        return verifySignature(key, bytes as never as SignatureBytes, Buffer.from(text, 'utf8'))
      }
      default:
        return false
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { code: 'BROKEN', message: String(error) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

  function browserFetch(): typeof globalThis.fetch {
    let cookie: string | undefined
    return async (input, init) => {
      const headers = new Headers(init?.headers)
      if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
      const response = await globalThis.fetch(input, { ...init, headers })
      const set = response.headers.get('set-cookie')
      if (set) cookie = set.includes('Max-Age=0') ? undefined : set.split(';')[0]
      return response
    }
  }

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    verified,
    browserFetch,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
