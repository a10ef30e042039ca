import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Deployments } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import { writeDeployments } from './writeDeployments'

const deployments: Deployments = {
  chains: [
    {
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      tokens: [
        {
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          name: 'Foyer USD',
          symbol: 'FUSD',
          decimals: 6,
        },
      ],
    },
  ],
}

describe('writeDeployments', () => {
  it('writes the deployments as JSON, creating the directory', async () => {
    const dir = await tempDir('foyer-deployments')
    const file = join(dir, 'data', 'deployments.json')
    await writeDeployments(file, deployments)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(deployments)
    expect(await readdir(join(dir, 'data'))).toEqual(['deployments.json'])
  })

  it('refuses invalid deployments and writes nothing', async () => {
    const file = join(await tempDir('foyer-deployments'), 'deployments.json')
    const invalid = { chains: [{ chainId: -1, rpcUrl: 'nope', tokens: [] }] }
    await expect(writeDeployments(file, invalid as unknown as Deployments)).rejects.toThrow()
    expect(existsSync(file)).toBe(false)
  })
})
