import { describe, expect, it } from 'vitest'
import { localRpcPort } from './localRpcPort'

describe('localRpcPort', () => {
  it.each([
    ['http://127.0.0.1:8545', 8545],
    ['http://localhost:8546', 8546],
    ['http://localhost', 80],
    ['https://localhost:8545', undefined],
    ['http://127.0.0.2:8545', undefined],
    ['https://eth.example.com', undefined],
  ])('%s → %s', (url, port) => {
    expect(localRpcPort(url)).toBe(port)
  })
})
