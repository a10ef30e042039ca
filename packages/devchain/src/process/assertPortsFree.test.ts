import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { assertPortsFree } from './assertPortsFree'
import { freePort } from './freePort'

describe('assertPortsFree', () => {
  it('passes when every port is free', async () => {
    const claims = [
      { port: await freePort(), setting: 'API_PORT' },
      { port: await freePort(), setting: 'DEMO_PORT' },
    ]
    await expect(assertPortsFree(claims)).resolves.toBeUndefined()
  })

  it('names the port and the setting when a port is taken', async () => {
    const server = createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      await expect(assertPortsFree([{ port, setting: 'DEMO_PORT' }])).rejects.toThrow(
        `Port ${port} is already in use: set DEMO_PORT to a free port`,
      )
    } finally {
      server.close()
    }
  })

  it('names both settings when they claim the same port', async () => {
    await expect(
      assertPortsFree([
        { port: 9999, setting: 'API_PORT' },
        { port: 9999, setting: 'DEMO_PORT' },
      ]),
    ).rejects.toThrow('API_PORT and DEMO_PORT both use port 9999: change one')
  })

  it('passes on other listen errors', async () => {
    await expect(assertPortsFree([{ port: 1, setting: 'X' }], '192.0.2.1')).rejects.toThrow(
      'EADDRNOTAVAIL',
    )
  })
})
