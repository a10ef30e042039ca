import { describe, expect, it } from 'vitest'
import { ApiError } from './apiError'
import { parseSdkParams } from './parseSdkParams'

const ID = '0123456789abcdef'.repeat(2)

describe('parseSdkParams', () => {
  it('reads projectId, st and sv', () => {
    expect(parseSdkParams({ projectId: ID, st: 'foyer', sv: '1.0.0', page: '2' })).toEqual({
      projectId: ID,
      st: 'foyer',
      sv: '1.0.0',
    })
  })

  it.each([
    [undefined, 401, 'PROJECT_ID_REQUIRED'],
    [null, 401, 'PROJECT_ID_REQUIRED'],
    [{ projectId: 42, st: 'a', sv: 'b' }, 401, 'INVALID_PARAMS'],
    [{ projectId: ID, st: 'a', sv: 7 }, 400, 'INVALID_PARAMS'],
  ])('refuses %j with %i %s', (query, status, code) => {
    const error = (() => {
      try {
        parseSdkParams(query)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ statusCode: status, code })
  })
})
