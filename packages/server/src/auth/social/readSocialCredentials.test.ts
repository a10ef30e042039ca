import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config/loadConfig'
import { readSocialCredentials } from './readSocialCredentials'

describe('readSocialCredentials', () => {
  it('reads each provider’s client id and secret', () => {
    expect(
      readSocialCredentials({
        SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
        SOCIAL_GOOGLE_CLIENT_SECRET: ' g-secret ',
        SOCIAL_X_CLIENT_ID: '',
      }),
    ).toEqual({ google: { clientId: 'g-id', clientSecret: 'g-secret' } })
  })

  it('refuses half a pair without showing the secret', () => {
    expect(() =>
      readSocialCredentials({
        SOCIAL_DISCORD_CLIENT_ID: 'd-id',
        SOCIAL_GITHUB_CLIENT_SECRET: 'hunter2',
      }),
    ).toThrow(
      /SOCIAL_GITHUB_CLIENT_ID: required when SOCIAL_GITHUB_CLIENT_SECRET is set\n {2}SOCIAL_DISCORD_CLIENT_SECRET: required/,
    )
    try {
      readSocialCredentials({ SOCIAL_GITHUB_CLIENT_SECRET: 'hunter2' })
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2')
    }
  })

  it('stops loadConfig with a ConfigError', () => {
    expect(() => loadConfig({ SOCIAL_APPLE_CLIENT_ID: 'a' })).toThrow(ConfigError)
    expect(() => loadConfig({ SOCIAL_APPLE_CLIENT_ID: 'a' })).toThrow(
      'Invalid configuration:\n  SOCIAL_APPLE_CLIENT_SECRET: required when SOCIAL_APPLE_CLIENT_ID is set',
    )
  })
})
