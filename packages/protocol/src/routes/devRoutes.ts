import { DEV_COLLECTIBLES_PATH } from '../deployments'
import { defineRoute } from './defineRoute'

/** The dev OpenID provider that stands in for the social providers (dev mode). */
export const DEV_OIDC_PATH = '/dev/oidc'
/** The dev chains' block explorer pages. */
export const DEV_EXPLORER_PATH = '/dev/explorer'
/** The dev Farcaster signer: completes channels of our Farcaster auth relay as a test user. */
export const DEV_FARCASTER_SIGN_PATH = '/dev/farcaster/sign'

/** Helpers of the dev stack (`npm start`): they exist only in dev mode. */
export const DEV_ROUTES = {
  deployments: defineRoute({ method: 'GET', path: '/dev/deployments', access: 'dev' }),
  /** The dev mailbox (only while no SMTP server is set): JSON, and a page. */
  mailbox: defineRoute({ method: 'GET', path: '/dev/mailbox', access: 'dev' }),
  mailboxPage: defineRoute({ method: 'GET', path: '/dev/mailbox.html', access: 'dev' }),
  explorerTx: defineRoute({
    method: 'GET',
    path: `${DEV_EXPLORER_PATH}/:chainId/tx/:id`,
    access: 'dev',
  }),
  explorerAddress: defineRoute({
    method: 'GET',
    path: `${DEV_EXPLORER_PATH}/:chainId/address/:id`,
    access: 'dev',
  }),
  collectibleImage: defineRoute({
    method: 'GET',
    path: `${DEV_COLLECTIBLES_PATH}/:chainId/:tokenId.svg`,
    access: 'dev',
  }),
  collectible: defineRoute({
    method: 'GET',
    path: `${DEV_COLLECTIBLES_PATH}/:chainId/:tokenId`,
    access: 'dev',
  }),
  farcasterSignPage: defineRoute({ method: 'GET', path: DEV_FARCASTER_SIGN_PATH, access: 'dev' }),
  farcasterSign: defineRoute({ method: 'POST', path: DEV_FARCASTER_SIGN_PATH, access: 'dev' }),
  oidcInteractionPage: defineRoute({
    method: 'GET',
    path: `${DEV_OIDC_PATH}/interaction/:uid`,
    access: 'dev',
  }),
  oidcInteraction: defineRoute({
    method: 'POST',
    path: `${DEV_OIDC_PATH}/interaction/:uid`,
    access: 'dev',
  }),
  oidcProfile: defineRoute({
    method: 'GET',
    path: `${DEV_OIDC_PATH}/profile/:provider`,
    access: 'dev',
  }),
  oidcProfileEmails: defineRoute({
    method: 'GET',
    path: `${DEV_OIDC_PATH}/profile/:provider/emails`,
    access: 'dev',
  }),
  /** Everything else under DEV_OIDC_PATH: the OpenID provider itself. */
  oidcProvider: defineRoute({ method: 'ALL', path: `${DEV_OIDC_PATH}/*`, access: 'dev' }),
} as const
