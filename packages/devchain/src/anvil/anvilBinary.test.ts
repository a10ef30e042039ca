import { accessSync, constants } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { anvilBinary } from './anvilBinary'

describe('anvilBinary', () => {
  it('finds the executable of this platform inside node_modules', () => {
    const binary = anvilBinary()
    expect(binary).toMatch(/node_modules\/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil$/)
    expect(() => accessSync(binary, constants.X_OK)).not.toThrow()
  })

  it('names a platform the package does not ship', () => {
    expect(() => anvilBinary('aix', 'ppc64')).toThrow(
      '@foundry-rs/anvil has no binary for aix-ppc64',
    )
  })
})
