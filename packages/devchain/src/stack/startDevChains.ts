import { join } from 'node:path'
import type { Deployments } from '@foyer/protocol'
import { isAnvil } from '../anvil/isAnvil'
import { type Anvil, startAnvil } from '../anvil/startAnvil'
import { type Bundler, startBundler } from '../bundler/startBundler'
import { deployDevContracts } from '../deploy/deployDevContracts'
import { writeDeployments } from '../deploy/writeDeployments'
import { devSolanaDeployment } from '../solana/devSolanaDeployment'
import { type DevSvmServer, startDevSvm } from '../solana/startDevSvm'
import { fundOnrampTreasury } from './fundOnrampTreasury'
import { fundPaymaster } from './fundPaymaster'
import { fundRelayer } from './fundRelayer'
import { localRpcPort } from './localRpcPort'

export interface ChainEntry {
  chainId: number
  rpcUrl: string
  /** The chain's own ERC-4337 bundler: an anvil started here then gets no dev bundler. */
  bundlerUrl?: string | undefined
}

export interface StartDevChainsOptions {
  /** The API's public URL, where the dev collection's metadata is served. */
  publicApiUrl: string
  /** The names zone and gateway signer address the ENS contracts use (defaults: foyer.id, dev key). */
  namesZone?: string
  namesGatewaySigner?: `0x${string}`
  /**
   * The dev SVM's JSON-RPC URL (SOLANA_RPC_URLS' dev chain): on 127.0.0.1/localhost the Solana
   * dev chain is started there and listed in `deployments.json`; elsewhere it is left alone.
   */
  solanaRpcUrl?: string
}

export interface DevChains {
  /** The anvils started here (local entries), with their state files. */
  anvils: { anvil: Anvil; stateFile: string }[]
  /**
   * The dev bundlers (alto), one per anvil started here whose entry names no `bundlerUrl`, each
   * on a free port of 127.0.0.1.
   */
  bundlers: Bundler[]
  /** The Solana dev chain started here (in this process), if any. */
  svm: DevSvmServer | undefined
  deployments: Deployments
  /** Notes for the operator, e.g. a chain whose contracts were not deployed. */
  notes: string[]
  /** Stops the bundlers, then every anvil started here (each saves its state file), then the SVM. */
  stop(): Promise<void>
}

/**
 * Starts anvil for every entry on 127.0.0.1/localhost (state in `<dataDir>/anvil-<id>.json`),
 * uses other entries as they are, deploys the dev contracts on every anvil (idempotent; the
 * collection's metadata points at `publicApiUrl`), writes `<dataDir>/deployments.json`, then
 * starts a dev bundler for every anvil started here (unless its entry names a `bundlerUrl`).
 */
export async function startDevChains(
  chains: ChainEntry[],
  dataDir: string,
  { publicApiUrl, solanaRpcUrl, ...names }: StartDevChainsOptions,
): Promise<DevChains> {
  const anvils: DevChains['anvils'] = []
  const bundlers: Bundler[] = []
  const svms: DevSvmServer[] = []
  const stop = async () => {
    await Promise.all(bundlers.map((bundler) => bundler.stop()))
    await Promise.all(anvils.map(({ anvil }) => anvil.stop()))
    await Promise.all(svms.map((svm) => svm.stop()))
  }
  try {
    const svmPort = solanaRpcUrl === undefined ? undefined : localRpcPort(solanaRpcUrl)
    if (svmPort !== undefined) svms.push(await startDevSvm({ port: svmPort }))
    await startAll(
      anvils,
      chains.flatMap(({ chainId, rpcUrl }) => {
        const port = localRpcPort(rpcUrl)
        if (port === undefined) return []
        const stateFile = join(dataDir, `anvil-${chainId}.json`)
        return [
          () => startAnvil({ chainId, port, stateFile }).then((anvil) => ({ anvil, stateFile })),
        ]
      }),
    )
    const results = await Promise.all(
      chains.map(async ({ chainId, rpcUrl }) => {
        const reason = await notAnvil(rpcUrl)
        if (!reason) {
          const deployment = await deployDevContracts({ chainId, rpcUrl, publicApiUrl, ...names })
          // The dev stack sponsors gas: its paymaster needs a deposit to pay from; and the API's
          // dev relayer pays the gas of the session revocations it sends.
          if (deployment.smartAccounts) {
            await fundPaymaster(rpcUrl, deployment.smartAccounts)
            await fundRelayer(rpcUrl)
          }
          // The sandbox on-ramp delivers bought coins and tokens from its treasury.
          await fundOnrampTreasury(rpcUrl, deployment.tokens)
          return { deployment }
        }
        return { note: `chain ${chainId} at ${rpcUrl}: ${reason}, no dev contracts deployed` }
      }),
    )
    const notes = results.flatMap((result) => (result.note ? [result.note] : []))
    const evm = results.flatMap((result) => (result.deployment ? [result.deployment] : []))
    const deployments: Deployments = {
      chains: evm,
      ...(svms[0] && solanaRpcUrl ? { solana: [devSolanaDeployment(solanaRpcUrl, evm)] } : {}),
    }
    await writeDeployments(join(dataDir, 'deployments.json'), deployments)
    await startAll(
      bundlers,
      anvils.flatMap(({ anvil }) =>
        chains.some((chain) => chain.chainId === anvil.chainId && chain.bundlerUrl)
          ? []
          : [() => startBundler({ rpcUrl: anvil.rpcUrl, port: 0 })],
      ),
    )
    return { anvils, bundlers, svm: svms[0], deployments, notes, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Runs every start at once and adds what started to `started` (so that it can be stopped);
 * throws the first failure once all have settled.
 */
async function startAll<T>(started: T[], starts: (() => Promise<T>)[]): Promise<void> {
  const results = await Promise.allSettled(starts.map((start) => start()))
  for (const result of results) if (result.status === 'fulfilled') started.push(result.value)
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
}

async function notAnvil(rpcUrl: string): Promise<string | undefined> {
  try {
    return (await isAnvil(rpcUrl)) ? undefined : 'not an anvil node'
  } catch (error) {
    return `not reachable (${(error as Error).message})`
  }
}
