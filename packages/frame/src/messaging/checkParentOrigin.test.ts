import { describe, expect, it } from 'vitest'
import { checkParentOrigin } from './checkParentOrigin'

const api = (allowedOrigins: string[]) => ({ getAllowedOrigins: async () => allowedOrigins })

describe('checkParentOrigin', () => {
  it('allows an origin on the list, wildcards included', async () => {
    expect(
      await checkParentOrigin(api(['http://app.foyer.localhost']), 'http://app.foyer.localhost'),
    ).toEqual({
      allowed: true,
      parentOrigin: 'http://app.foyer.localhost',
    })
    expect(
      (await checkParentOrigin(api(['https://*.example.com']), 'https://a.example.com')).allowed,
    ).toBe(true)
  })

  it('refuses an origin not on the list, with a clear reason', async () => {
    const result = await checkParentOrigin(api(['https://good.test']), 'https://evil.test')
    expect(result).toEqual({
      allowed: false,
      reason:
        "https://evil.test is not allowed to use this wallet. Add it to the project's allowed origins.",
    })
  })

  it('refuses a missing parent and a failed lookup', async () => {
    expect((await checkParentOrigin(api(['*']), undefined)).allowed).toBe(false)
    const failing = {
      getAllowedOrigins: async () => {
        throw new Error('Project not found')
      },
    }
    expect(await checkParentOrigin(failing, 'https://a.test')).toEqual({
      allowed: false,
      reason: 'The allowed sites could not be loaded (Project not found).',
    })
  })
})
