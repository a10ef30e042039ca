import { describe, expect, it } from 'vitest'
import { readFrameParams } from './readFrameParams'

const base = 'http://wallet.foyer.localhost/?projectId=f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'

describe('readFrameParams', () => {
  it('reads the product’s parameters and the API URL', () => {
    expect(
      readFrameParams(
        `${base}&chainId=31337&version=1.2.3&enableLogger=true&rpcUrl=http%3A%2F%2F127.0.0.1%3A8545&apiUrl=http%3A%2F%2Fapi.test`,
      ),
    ).toEqual({
      projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
      chainId: 31337,
      version: '1.2.3',
      enableLogger: true,
      rpcUrl: 'http://127.0.0.1:8545',
      apiUrl: 'http://api.test/',
    })
  })

  it('falls back to the build default API URL', () => {
    const params = readFrameParams(`${base}&chainId=eip155:1`, 'http://localhost:8787')
    expect(params).toMatchObject({
      apiUrl: 'http://localhost:8787/',
      chainId: 1,
      enableLogger: false,
    })
  })

  it('refuses missing or bad parameters', () => {
    expect(() => readFrameParams('http://w.test/?chainId=1', 'http://a.test')).toThrow('projectId')
    expect(() => readFrameParams(`${base}&chainId=x`, 'http://a.test')).toThrow('chainId')
    expect(() => readFrameParams(`${base}&chainId=1`)).toThrow('API URL')
    expect(() => readFrameParams(`${base}&chainId=1&apiUrl=javascript:alert(1)`)).toThrow('API URL')
    expect(() => readFrameParams(`${base}&chainId=1&rpcUrl=ftp://x`, 'http://a.test')).toThrow(
      'rpcUrl',
    )
  })
})
