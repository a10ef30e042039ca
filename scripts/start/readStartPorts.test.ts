import { describe, expect, it } from 'vitest'
import { readStartPorts } from './readStartPorts'

describe('readStartPorts', () => {
  it('has the default ports, and reads each', () => {
    expect(readStartPorts({})).toEqual({ demoPort: 5173, framePort: 8788, walletPort: 5175 })
    expect(readStartPorts({ DEMO_PORT: '15173', FRAME_PORT: '', WALLET_PORT: '15175' })).toEqual({
      demoPort: 15173,
      framePort: 8788,
      walletPort: 15175,
    })
  })

  it('names every bad port', () => {
    expect(() => readStartPorts({ FRAME_PORT: '0', WALLET_PORT: '65536' })).toThrow(
      'Invalid configuration:\n  FRAME_PORT="0": expected a port number from 1 to 65535\n  WALLET_PORT="65536": expected a port number from 1 to 65535',
    )
  })
})
