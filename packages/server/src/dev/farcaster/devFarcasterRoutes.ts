import { DEV_FARCASTER_SIGN_PATH, DEV_ROUTES } from '@foyer/protocol'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { createSiweMessage } from 'viem/siwe'
import { SIWF_CHAIN_ID, SIWF_STATEMENT } from '../../auth/farcaster/verifySignInMessage'
import { type FarcasterRelay, RelayRefusal } from '../../farcasterAuthRelay/createFarcasterRelay'
import { route } from '../../http/route'
import type { DevFarcasterUser } from './devFarcasterUsers'
import { devSignerPage, devSignerResultPage } from './devSignerPage'

/** The dev signer's page; our relay's channel links point here in dev mode. */

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(html)
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value.trim() : ''
}

const gone = (reply: FastifyReply) =>
  sendHtml(
    reply,
    404,
    devSignerResultPage(
      'Sign-in link expired',
      'This Farcaster sign-in link expired or was used already. Start the sign-in again in the app.',
    ),
  )

/**
 * The dev signer (dev mode only), standing in for a Farcaster app against our own relay:
 * `GET /dev/farcaster/sign?channelToken=…` shows the channel's request and the test users;
 * `POST` (form: channelToken, fid, action) builds the Sign In With Farcaster message (EIP-4361,
 * statement "Farcaster Auth", chain 10, resource `farcaster://fid/<fid>`, the channel's domain,
 * URI, nonce and times), signs it with the user's custody key and completes the channel with
 * the relay's authenticate.
 */
export async function devFarcasterRoutes(
  app: FastifyInstance,
  {
    relay,
    users,
    now,
  }: { relay: FarcasterRelay; users: readonly DevFarcasterUser[]; now: () => Date },
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )

    route(scope, DEV_ROUTES.farcasterSignPage, async (request, reply) => {
      const channelToken = field(request.query, 'channelToken')
      const channel = channelToken ? await relay.peek(channelToken) : undefined
      if (!channel || channel.state === 'completed') return gone(reply)
      return sendHtml(
        reply,
        200,
        devSignerPage({
          action: DEV_FARCASTER_SIGN_PATH,
          channelToken,
          domain: channel.signatureParams.domain,
          users,
        }),
      )
    })

    route(scope, DEV_ROUTES.farcasterSign, async (request, reply) => {
      const channelToken = field(request.body, 'channelToken')
      const channel = channelToken ? await relay.peek(channelToken) : undefined
      if (!channel || channel.state === 'completed') return gone(reply)
      if (field(request.body, 'action') === 'cancel') {
        // A Farcaster app tells the relay nothing when the user declines; the app keeps waiting.
        return sendHtml(
          reply,
          200,
          devSignerResultPage('Sign-in cancelled', 'You did not sign in. You can close this page.'),
        )
      }
      const user = users.find((each) => String(each.fid) === field(request.body, 'fid'))
      if (!user) {
        return sendHtml(
          reply,
          400,
          devSignerPage({
            action: DEV_FARCASTER_SIGN_PATH,
            channelToken,
            domain: channel.signatureParams.domain,
            users,
            problem: 'Pick one of the test users.',
          }),
        )
      }
      const params = channel.signatureParams
      const message = createSiweMessage({
        address: user.custody.address,
        chainId: SIWF_CHAIN_ID,
        domain: params.domain,
        nonce: params.nonce,
        uri: params.siweUri,
        version: '1',
        statement: SIWF_STATEMENT,
        issuedAt: now(),
        ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
        ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
        resources: [`farcaster://fid/${user.fid}`],
      })
      const signature = await user.custody.signMessage({ message })
      try {
        await relay.authenticate(channelToken, {
          message,
          signature,
          authMethod: 'custody',
          fid: user.fid,
          username: user.username,
          displayName: user.displayName,
        })
      } catch (error) {
        if (error instanceof RelayRefusal && error.reason !== 'bad-message') return gone(reply)
        throw error
      }
      return sendHtml(
        reply,
        200,
        devSignerResultPage(
          'Signed in',
          `Signed in as @${user.username} (fid ${user.fid}). Return to the app; you can close this page.`,
        ),
      )
    })
  })
}
