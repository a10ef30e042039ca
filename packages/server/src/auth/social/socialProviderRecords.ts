import { discordUsername, type SocialProvider } from '@foyer/protocol'
import { claimReaders as read } from './claimReaders'
import type { ProviderAnswers, SocialIdentity, SocialProviderRecord } from './socialProviderRecord'

/** An OpenID provider's claims: userinfo over the id_token (whose `sub` they must share). */
function openIdIdentity(provider: string, { idToken = {}, userinfo }: ProviderAnswers) {
  const claims = { ...idToken, ...read.object(userinfo) }
  const email = read.email(claims.email)
  return {
    subject: read.subject(provider, idToken.sub),
    email,
    emailVerified: email !== null && read.flag(claims.email_verified),
    username: read.username(claims.preferred_username) ?? read.username(claims.name),
  } satisfies SocialIdentity
}

/** github's `GET /user/emails`: the primary address, verified or not. */
function githubPrimaryEmail(emails: unknown): { email: string; verified: boolean } | null {
  if (!Array.isArray(emails)) return null
  const primary = emails.map(read.object).find((each) => each.primary === true)
  const email = read.email(primary?.email)
  return email ? { email, verified: primary?.verified === true } : null
}

/**
 * The six providers of docs/product.md#social-sign-in as data: endpoints, scopes, PKCE, and how each one's answers map
 * to `{subject, email, emailVerified, username}`. Only a provider's verified email links to an
 * email user; facebook and x give none that is verified.
 */
export const SOCIAL_PROVIDER_RECORDS: Readonly<Record<SocialProvider, SocialProviderRecord>> = {
  google: {
    id: 'google',
    kind: 'oidc',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    issuer: 'https://accounts.google.com',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    tokenAuth: 'client_secret_basic',
    mapIdentity: (answers) => openIdIdentity('google', answers),
  },
  apple: {
    id: 'apple',
    kind: 'oidc',
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    issuer: 'https://appleid.apple.com',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    scopes: ['openid', 'email'],
    // Apple documents no PKCE; state and nonce still bind the sign-in.
    pkce: false,
    tokenAuth: 'client_secret_post',
    // Apple answers a request for scopes only by POSTing to the callback.
    responseMode: 'form_post',
    mapIdentity: (answers) => ({ ...openIdIdentity('apple', answers), username: null }),
  },
  github: {
    id: 'github',
    kind: 'oauth2',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    emailsUrl: 'https://api.github.com/user/emails',
    scopes: ['read:user', 'user:email'],
    pkce: true,
    tokenAuth: 'client_secret_post',
    mapIdentity: ({ userinfo, emails }) => {
      const user = read.object(userinfo)
      const primary = githubPrimaryEmail(emails)
      return {
        subject: read.subject('github', user.id),
        email: primary?.email ?? read.email(user.email),
        emailVerified: primary?.verified ?? false,
        username: read.username(user.login),
      }
    },
  },
  facebook: {
    id: 'facebook',
    kind: 'oauth2',
    authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scopes: ['public_profile', 'email'],
    pkce: true,
    tokenAuth: 'client_secret_post',
    mapIdentity: ({ userinfo }) => {
      const user = read.object(userinfo)
      return {
        subject: read.subject('facebook', user.id),
        email: read.email(user.email),
        // Facebook does not say whether the address was confirmed.
        emailVerified: false,
        username: read.username(user.name),
      }
    },
  },
  x: {
    id: 'x',
    kind: 'oauth2',
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userinfoUrl: 'https://api.x.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
    pkce: true,
    tokenAuth: 'client_secret_basic',
    mapIdentity: ({ userinfo }) => {
      const user = read.object(read.object(userinfo).data)
      return {
        subject: read.subject('x', user.id),
        email: null,
        emailVerified: false,
        username: read.username(user.username),
      }
    },
  },
  discord: {
    id: 'discord',
    kind: 'oauth2',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    pkce: true,
    tokenAuth: 'client_secret_basic',
    mapIdentity: ({ userinfo }) => {
      const user = read.object(userinfo)
      const email = read.email(user.email)
      const name = read.text(user.username)
      const discriminator = read.text(user.discriminator) ?? '0'
      return {
        subject: read.subject('discord', user.id),
        email,
        emailVerified: email !== null && user.verified === true,
        username: read.username(
          name === null
            ? null
            : discriminator === '0'
              ? discordUsername(`${name}${discriminator}`)
              : `${name}#${discriminator}`,
        ),
      }
    },
  },
}
