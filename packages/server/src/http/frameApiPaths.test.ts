import { describe, expect, it } from 'vitest'
import { isFrameApiPath } from './frameApiPaths'

describe('isFrameApiPath', () => {
  it.each([
    '/auth/v1/email/connect?projectId=x',
    '/auth/v1/session',
    '/wallet/v1/shares',
    '/wallet/v1/shares/recovery?projectId=x&st=foyer&sv=0.0.0',
    '/projects/v1/origins?projectId=x',
    '/v1?chainId=eip155:31337&projectId=x&st=foyer&sv=0.0.0',
  ])('%s is a route of the frame', (url) => {
    expect(isFrameApiPath(url)).toBe(true)
  })

  it.each([
    '/appkit/v1/config',
    '/getWallets?path=/auth/v1/session',
    '/projects/v1/origins/x',
    '/authx/v1/session',
    '/wallet',
    '/e',
    '/v1/supported-chains',
    '/v1/account/0x0/balance',
  ])('%s is not', (url) => {
    expect(isFrameApiPath(url)).toBe(false)
  })
})
