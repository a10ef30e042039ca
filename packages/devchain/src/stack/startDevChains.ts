import { join } from 'node:path'
import type { Deployments } from '@foyer/protocol'
import { isAnvil } from '../anvil/isAnvil'
import { type Anvil, startAnvil } from '../anvil/startAnvil'
import { deployDevContracts } from '../deploy/deployDevContracts'
import { writeDeployments } from '../deploy/writeDeployments'
import { localRpcPort } from './localRpcPort'

export interface ChainEntry {
  chainId: number
  rpcUrl: string
}

export interface StartDevChainsOptions {
  /** The API's public URL, where the dev collection's metadata is served. */
  publicApiUrl: string
  /** The names zone and gateway signer address the ENS contracts use (defaults: foyer.id, dev key). */
  namesZone?: string
  namesGatewaySigner?: `0x${string}`
}

export interface DevChains {
  /** The anvils started here (local entries), with their state files. */
  anvils: { anvil: Anvil; stateFile: string }[]
  deployments: Deployments
  /** Notes for the operator, e.g. a chain whose contracts were not deployed. */
  notes: string[]
  /** Stops every anvil started here (each saves its state file). */
  stop(): Promise<void>
}

/**
 * Starts anvil for every entry on 127.0.0.1/localhost (state in `<dataDir>/anvil-<id>.json`),
 * uses other entries as they are, deploys the dev contracts on every anvil (idempotent; the
 * collection's metadata points at `publicApiUrl`) and writes `<dataDir>/deployments.json`.
 */
export async function startDevChains(
  chains: ChainEntry[],
  dataDir: string,
  { publicApiUrl, ...names }: StartDevChainsOptions,
): Promise<DevChains> {
  const anvils: DevChains['anvils'] = []
  const stop = async () => {
    await Promise.all(anvils.map(({ anvil }) => anvil.stop()))
  }
  try {
    const started = await Promise.allSettled(
      chains.flatMap(({ chainId, rpcUrl }) => {
        const port = localRpcPort(rpcUrl)
        if (port === undefined) return []
        const stateFile = join(dataDir, `anvil-${chainId}.json`)
        return [startAnvil({ chainId, port, stateFile }).then((anvil) => ({ anvil, stateFile }))]
      }),
    )
    for (const result of started) if (result.status === 'fulfilled') anvils.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    const results = await Promise.all(
      chains.map(async (chain) => {
        const reason = await notAnvil(chain.rpcUrl)
        if (!reason)
          return { deployment: await deployDevContracts({ ...chain, publicApiUrl, ...names }) }
        return {
          note: `chain ${chain.chainId} at ${chain.rpcUrl}: ${reason}, no dev contracts deployed`,
        }
      }),
    )
    const notes = results.flatMap((result) => (result.note ? [result.note] : []))
    const deployments = {
      chains: results.flatMap((result) => (result.deployment ? [result.deployment] : [])),
    }
    await writeDeployments(join(dataDir, 'deployments.json'), deployments)
    return { anvils, deployments, notes, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function notAnvil(rpcUrl: string): Promise<string | undefined> {
  try {
    return (await isAnvil(rpcUrl)) ? undefined : 'not an anvil node'
  } catch (error) {
    return `not reachable (${(error as Error).message})`
  }
}
