// @vitest-environment node
import type { ErrorCode } from '@foyer/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { TEST_PROJECT_ID } from '../testing/accountTestKit'
import { createNamesApi, NamesApiError } from './createNamesApi'
import { type NamesServer, startNamesServer } from './testing/namesServer'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let server: NamesServer
beforeEach(async () => {
  server = await startNamesServer()
})
afterEach(() => server.close())

const api = (url = server.url) =>
  createNamesApi(createApiClient({ baseUrl: url, projectId: TEST_PROJECT_ID }))

const REQUEST = {
  coin_type: 0x80007a69,
  address: ADDRESS,
  message: JSON.stringify({ name: 'alice.foyer.id' }),
  signature: '0x12',
} as const

/** Each call, and the code it fails with (docs/product.md#errors). */
const CALLS: [string, string, (names: ReturnType<typeof api>) => Promise<unknown>, ErrorCode][] = [
  [
    'account',
    '/v1/profile/account/',
    (names) => names.account('alice.foyer.id'),
    'NAME_RESOLVE_FAILED',
  ],
  ['reverse', '/v1/profile/reverse/', (names) => names.reverse(ADDRESS), 'NAMES_FETCH_FAILED'],
  [
    'suggestions',
    '/v1/profile/suggestions/',
    (names) => names.suggestions('alice'),
    'NAME_SUGGESTIONS_FAILED',
  ],
  ['register', '/v1/profile/account', (names) => names.register(REQUEST), 'NAME_REGISTER_FAILED'],
  ['setText', '/v1/profile/text', (names) => names.setText(REQUEST), 'NAME_TEXT_FAILED'],
]

describe('createNamesApi', () => {
  it('asks the names routes with the project parameters', async () => {
    await api().suggestions('Alice')
    expect(await api().account('alice.foyer.id')).toBeNull()
    expect(await api().reverse(ADDRESS)).toEqual([])
    expect(server.requests).toEqual([
      '/v1/profile/suggestions/Alice',
      '/v1/profile/account/alice.foyer.id',
      `/v1/profile/reverse/${ADDRESS}`,
    ])
  })

  it.each(CALLS)('%s: fails with the API first reason description', async (_, path, call, code) => {
    server.fail(path, 409, {
      error: { code: 'X', message: 'x' },
      reasons: [{ description: 'First reason' }, { description: 'Second reason' }],
    })
    await expect(call(api())).rejects.toMatchObject({ code, details: 'First reason', status: 409 })
  })

  it.each(CALLS)(
    '%s: fails with its code and no details without a reason',
    async (_, path, call, code) => {
      server.fail(path, 500, { reasons: [] })
      await expect(call(api())).rejects.toMatchObject({ code, details: undefined })
      server.fail(path, 502)
      await expect(call(api())).rejects.toMatchObject({ code, details: undefined })
    },
  )

  it.each(CALLS)(
    '%s: fails with its code when the server is unreachable',
    async (_, __, call, code) => {
      await server.close()
      await expect(call(api())).rejects.toMatchObject({ code, details: undefined })
    },
  )

  it.each(CALLS.slice(1))(
    '%s: fails with its code for an answer of the wrong shape',
    async (_, path, call, code) => {
      server.fail(path, 200, { unexpected: true })
      await expect(call(api())).rejects.toMatchObject({ code, details: undefined })
    },
  )

  it('names the name in the registration error', async () => {
    server.fail('/v1/profile/account', 500)
    const error = await api()
      .register(REQUEST)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NamesApiError)
    expect(error).toMatchObject({
      code: 'NAME_REGISTER_FAILED',
      params: { name: 'alice.foyer.id' },
    })
    expect((error as Error).message).toBe('Error registering name alice.foyer.id')
  })
})
