import { describe, expect, it } from 'vitest'
import { readStartPorts } from './readStartPorts'

describe('readStartPorts', () => {
  it('has the default ports, and reads each', () => {
    expect(readStartPorts({})).toEqual({
      demoPort: 5173,
      framePort: 8788,
      walletPort: 5175,
      custodianPort: 8790,
      custodian: false,
    })
    expect(
      readStartPorts({
        DEMO_PORT: '15173',
        FRAME_PORT: '',
        WALLET_PORT: '15175',
        CUSTODIAN_PORT: '18790',
        FOYER_CUSTODIAN: 'on',
      }),
    ).toEqual({
      demoPort: 15173,
      framePort: 8788,
      walletPort: 15175,
      custodianPort: 18790,
      custodian: true,
    })
    expect(readStartPorts({ FOYER_CUSTODIAN: 'off' }).custodian).toBe(false)
  })

  it('names every bad setting', () => {
    expect(() => readStartPorts({ FRAME_PORT: '0', WALLET_PORT: '65536' })).toThrow(
      'Invalid configuration:\n  FRAME_PORT="0": expected a port number from 1 to 65535\n  WALLET_PORT="65536": expected a port number from 1 to 65535',
    )
    expect(() => readStartPorts({ CUSTODIAN_PORT: 'x', FOYER_CUSTODIAN: 'yes' })).toThrow(
      /CUSTODIAN_PORT="x": expected a port[\s\S]*FOYER_CUSTODIAN="yes": expected on or off/,
    )
  })
})
