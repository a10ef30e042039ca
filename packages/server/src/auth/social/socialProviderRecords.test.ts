import { describe, expect, it } from 'vitest'
import { resolveSocialProviders } from './resolveSocialProviders'
import { SOCIAL_PROVIDER_RECORDS as records } from './socialProviderRecords'

describe('provider claim mappings', () => {
  it('reads google from userinfo over the id_token', () => {
    expect(
      records.google.mapIdentity({
        idToken: { sub: '42', email: 'old@example.com' },
        userinfo: { sub: '42', email: 'Ann@Example.com', email_verified: true, name: 'Ann' },
      }),
    ).toEqual({ subject: '42', email: 'ann@example.com', emailVerified: true, username: 'Ann' })
  })

  it('reads apple’s string booleans, from the id_token alone', () => {
    expect(
      records.apple.mapIdentity({
        idToken: { sub: 'a.1', email: 'x@privaterelay.appleid.com', email_verified: 'true' },
      }),
    ).toEqual({
      subject: 'a.1',
      email: 'x@privaterelay.appleid.com',
      emailVerified: true,
      username: null,
    })
    expect(
      records.apple.mapIdentity({
        idToken: { sub: 'a.1', email: 'x@y.z', email_verified: 'false' },
      }).emailVerified,
    ).toBe(false)
  })

  it('takes github’s primary email, verified only when github says so', () => {
    const user = { id: 7, login: 'octo', email: 'public@example.com' }
    expect(
      records.github.mapIdentity({
        userinfo: user,
        emails: [
          { email: 'other@example.com', primary: false, verified: true },
          { email: 'main@example.com', primary: true, verified: false },
        ],
      }),
    ).toEqual({ subject: '7', email: 'main@example.com', emailVerified: false, username: 'octo' })
    expect(records.github.mapIdentity({ userinfo: user, emails: 'nope' })).toEqual({
      subject: '7',
      email: 'public@example.com',
      emailVerified: false,
      username: 'octo',
    })
  })

  it('never calls facebook’s or x’s email verified', () => {
    expect(
      records.facebook.mapIdentity({ userinfo: { id: '1', name: 'F', email: 'f@example.com' } }),
    ).toEqual({ subject: '1', email: 'f@example.com', emailVerified: false, username: 'F' })
    expect(records.x.mapIdentity({ userinfo: { data: { id: '2', username: 'xx' } } })).toEqual({
      subject: '2',
      email: null,
      emailVerified: false,
      username: 'xx',
    })
  })

  it('applies the product’s discord rule to username + discriminator', () => {
    const discord = (username: string, discriminator?: string) =>
      records.discord.mapIdentity({
        userinfo: { id: '3', username, discriminator, email: 'd@example.com', verified: false },
      })
    expect(discord('ann', '0')).toMatchObject({ username: 'ann', emailVerified: false })
    expect(discord('player10', '0').username).toBe('player10')
    expect(discord('ann').username).toBe('ann')
    expect(discord('old', '1234').username).toBe('old#1234')
  })

  it('trims every provider’s user name and cuts it to 64 characters', () => {
    const long = ` ${'n'.repeat(100)} `
    const cut = 'n'.repeat(64)
    expect(
      records.google.mapIdentity({ idToken: { sub: '1' }, userinfo: { name: long } }),
    ).toMatchObject({ username: cut })
    expect(records.github.mapIdentity({ userinfo: { id: 1, login: long } }).username).toBe(cut)
    expect(records.facebook.mapIdentity({ userinfo: { id: '1', name: long } }).username).toBe(cut)
    expect(
      records.x.mapIdentity({ userinfo: { data: { id: '1', username: long } } }).username,
    ).toBe(cut)
    expect(
      records.discord.mapIdentity({
        userinfo: { id: '1', username: 'n'.repeat(80), discriminator: '1234' },
      }).username,
    ).toBe(cut)
    expect(
      records.google.mapIdentity({ idToken: { sub: '1' }, userinfo: { name: '   ' } }).username,
    ).toBeNull()
  })

  it('refuses answers without the user’s id', () => {
    expect(() => records.google.mapIdentity({ userinfo: { sub: '1' } })).toThrow(
      'google sent no user id',
    )
    expect(() => records.github.mapIdentity({ userinfo: null })).toThrow('github sent no user id')
    expect(() => records.x.mapIdentity({ userinfo: { id: '1' } })).toThrow('x sent no user id')
    expect(() => records.discord.mapIdentity({ userinfo: [] })).toThrow('discord sent no user id')
    expect(() => records.facebook.mapIdentity({ userinfo: { id: 1.5 } })).toThrow(
      'facebook sent no user id',
    )
  })

  it('drops what is not an email', () => {
    expect(
      records.google.mapIdentity({ idToken: { sub: '1', email: 'nope', email_verified: true } }),
    ).toMatchObject({ email: null, emailVerified: false })
  })
})

describe('resolveSocialProviders', () => {
  const devOidc = {
    issuer: 'http://localhost:8787/dev/oidc',
    clients: Object.fromEntries(
      Object.keys(records).map((id) => [id, { clientId: `dev-${id}`, clientSecret: 's' }]),
    ) as never,
  }

  it('uses the operator’s client and the real endpoints', () => {
    const { google, x } = resolveSocialProviders({
      credentials: { google: { clientId: 'g', clientSecret: 'gs' } },
    })
    expect(x).toBeUndefined()
    expect(google).toMatchObject({
      clientId: 'g',
      standIn: false,
      endpoints: {
        authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        issuer: 'https://accounts.google.com',
      },
    })
  })

  it('lets the dev provider stand in for every provider not configured', () => {
    const providers = resolveSocialProviders({
      credentials: { apple: { clientId: 'a', clientSecret: 'as' } },
      devOidc,
    })
    expect(providers.apple?.standIn).toBe(false)
    expect(providers.apple?.record.responseMode).toBe('form_post')
    expect(providers.github).toMatchObject({
      clientId: 'dev-github',
      standIn: true,
      authorizationParams: {},
      endpoints: {
        authorizationUrl: `${devOidc.issuer}/auth`,
        tokenUrl: `${devOidc.issuer}/token`,
        userinfoUrl: `${devOidc.issuer}/profile/github`,
        emailsUrl: `${devOidc.issuer}/profile/github/emails`,
      },
    })
    expect(providers.google?.endpoints.userinfoUrl).toBe(`${devOidc.issuer}/me`)
    expect(
      resolveSocialProviders({ credentials: {}, devOidc }).apple?.endpoints.userinfoUrl,
    ).toBeUndefined()
  })
})
