import { fileURLToPath } from 'node:url'
import {
  assertPortsFree,
  type ChildExit,
  describeExit,
  localRpcPort,
  startDevChains,
} from '@foyer/devchain'
import { DEV_PROJECT_ID, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import {
  type Config,
  describeDatabase,
  loadConfig,
  namesGatewaySignerAddress,
  RELAY_PATH,
  startServer,
} from '@foyer/server'
import { banner } from './banner'
import { readStartPorts, type StartPorts } from './readStartPorts'
import { Stack } from './stack'
import { startCustodian } from './startCustodian'
import { startViteApp, type ViteApp } from './startViteApp'

const DEMO_DIR = fileURLToPath(new URL('../../apps/demo', import.meta.url))
const FRAME_DIR = fileURLToPath(new URL('../../packages/frame', import.meta.url))
const WALLET_DIR = fileURLToPath(new URL('../../apps/wallet', import.meta.url))

/**
 * `npm start`: dev chains (deployed, deployments.json written), API with the relay, the
 * embedded-wallet frame, the reference wallet, demo. Prints the URLs and
 * `Foyer is ready.`, then runs until SIGINT/SIGTERM/SIGHUP (exit 0) or until a part dies
 * (exit 1). Resolves with the exit code once everything is stopped.
 */
export async function runStack(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const stack = new Stack()
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stack.stop(0))
  }
  process.on('uncaughtException', (error) => void stack.fail(`Foyer crashed: ${error.stack}`))
  process.on('unhandledRejection', (error) => void stack.fail(`Foyer crashed: ${String(error)}`))
  try {
    // `npm start` is the dev stack: the dev project, the dev routes and the dev mailbox.
    await start(loadConfig({ FOYER_DEV_MODE: 'true', ...env }), readStartPorts(env), stack)
  } catch (error) {
    return stack.fail(`Foyer did not start: ${(error as Error).message}`)
  }
  return stack.done
}

async function start(config: Config, ports: StartPorts, stack: Stack): Promise<void> {
  // The dev SVM runs here when SOLANA_RPC_URLS points its chain id at 127.0.0.1/localhost.
  const devSolana = config.solanaChains.find((chain) => chain.caipNetworkId === SOLANA_DEV_CHAIN)
  await assertPortsFree([
    { port: config.apiPort, setting: 'API_PORT' },
    { port: ports.demoPort, setting: 'DEMO_PORT' },
    { port: ports.framePort, setting: 'FRAME_PORT' },
    { port: ports.walletPort, setting: 'WALLET_PORT' },
    ...(ports.custodian ? [{ port: ports.custodianPort, setting: 'CUSTODIAN_PORT' }] : []),
    ...config.chains.flatMap(({ chainId, rpcUrl }) => {
      const port = localRpcPort(rpcUrl)
      return port === undefined ? [] : [{ port, setting: `CHAIN_RPC_URLS (chain ${chainId})` }]
    }),
    ...(devSolana && localRpcPort(devSolana.rpcUrl) !== undefined
      ? [
          {
            port: localRpcPort(devSolana.rpcUrl) as number,
            setting: `SOLANA_RPC_URLS (${SOLANA_DEV_CHAIN})`,
          },
        ]
      : []),
  ])

  // The collection's metadata is served by the API started below, at its public URL.
  // The ENS contracts trust the names gateway's signer (the dev key unless one is set).
  const namesGatewaySigner = namesGatewaySignerAddress(config)
  const chains = await startDevChains(config.chains, config.dataDir, {
    publicApiUrl: config.publicApiUrl,
    namesZone: config.namesZone,
    ...(namesGatewaySigner ? { namesGatewaySigner } : {}),
    ...(devSolana ? { solanaRpcUrl: devSolana.rpcUrl } : {}),
  })
  await stack.add('dev chains', chains.stop)
  for (const { anvil } of chains.anvils) {
    void anvil.exited.then((exit) => {
      stopWith(stack, exit, `anvil (chain ${anvil.chainId}) exited unexpectedly`)
    })
  }
  for (const bundler of chains.bundlers) {
    void bundler.exited.then((exit) => {
      stopWith(stack, exit, `The bundler of chain ${bundler.chainId} (alto) exited unexpectedly`)
    })
  }
  if (stack.stopping) return

  // Every chain the operator named no bundler for (CHAIN_BUNDLER_URLS) and that runs here gets
  // the dev bundler started with it.
  let apiConfig: Config = { ...config, chains: withDevBundlers(config.chains, chains.bundlers) }

  // FOYER_CUSTODIAN=on: custodial email recovery, its custodian a process of its own (as in
  // production, where the operator runs `foyer custodian`); the API is given its URL and token.
  if (ports.custodian) {
    const custodian = await startCustodian(ports.custodianPort)
    await addChild(stack, 'custodian', custodian)
    if (stack.stopping) return
    apiConfig = { ...apiConfig, custodian: { url: custodian.url, token: custodian.token } }
  }
  const server = await startServer(apiConfig)
  await stack.add('API server', server.close)
  if (stack.stopping) return

  const frame = await startViteApp({
    name: 'frame',
    dir: FRAME_DIR,
    portVariable: 'FRAME_PORT',
    port: ports.framePort,
    env: { FOYER_PUBLIC_API_URL: server.url },
  })
  await addChild(stack, 'frame dev server', frame)
  if (stack.stopping) return

  const chainRpcUrls = config.chains.map((c) => `${c.chainId}=${c.rpcUrl}`).join(',')
  // The Solana chains as SOLANA_RPC_URLS names them (`solana:<reference>=url,…`), for the apps.
  const solanaRpcUrls = config.solanaChains.map((c) => `${c.caipNetworkId}=${c.rpcUrl}`).join(',')
  // The reference WalletConnect wallet, on our relay; started before the demo, which comes up
  // last (its answer tells the e2e suite the whole stack is up).
  const wallet = await startViteApp({
    name: 'wallet',
    dir: WALLET_DIR,
    portVariable: 'WALLET_PORT',
    port: ports.walletPort,
    env: {
      FOYER_PUBLIC_RELAY_URL: relayUrl(server.url),
      FOYER_PUBLIC_PROJECT_ID: DEV_PROJECT_ID,
      FOYER_PUBLIC_CHAIN_RPC_URLS: chainRpcUrls,
      FOYER_PUBLIC_SOLANA_RPC_URLS: solanaRpcUrls,
    },
  })
  await addChild(stack, 'wallet dev server', wallet)
  if (stack.stopping) return

  const demo = await startViteApp({
    name: 'demo',
    dir: DEMO_DIR,
    portVariable: 'DEMO_PORT',
    port: ports.demoPort,
    env: {
      FOYER_PUBLIC_API_URL: server.url,
      // startServer made sure the dev project exists and allows the demo origins.
      FOYER_PUBLIC_PROJECT_ID: DEV_PROJECT_ID,
      FOYER_PUBLIC_CHAIN_RPC_URLS: chainRpcUrls,
      FOYER_PUBLIC_SOLANA_RPC_URLS: solanaRpcUrls,
      FOYER_PUBLIC_FRAME_URL: `${config.frameOrigin}/`,
      FOYER_PUBLIC_WALLET_URL: walletUrl(ports.walletPort),
    },
  })
  await addChild(stack, 'demo dev server', demo)
  if (stack.stopping) return

  const stateFiles = new Map(
    chains.anvils.map(({ anvil, stateFile }) => [anvil.chainId, stateFile]),
  )
  const devBundlers = new Set(chains.bundlers.map(({ url }) => url))
  console.log(
    banner({
      demoPort: ports.demoPort,
      frameOrigin: config.frameOrigin,
      walletUrl: walletUrl(ports.walletPort),
      relayUrl: relayUrl(server.url),
      apiUrl: server.url,
      custodianUrl: apiConfig.custodian?.url,
      projectId: DEV_PROJECT_ID,
      chains: apiConfig.chains.map(({ chainId, rpcUrl, bundlerUrl }) => ({
        chainId,
        rpcUrl,
        stateFile: stateFiles.get(chainId),
        bundler: bundlerUrl ? { url: bundlerUrl, dev: devBundlers.has(bundlerUrl) } : undefined,
      })),
      solanaChains: config.solanaChains.map(({ caipNetworkId, rpcUrl }) => ({
        caipNetworkId,
        rpcUrl,
        devSvm: caipNetworkId === SOLANA_DEV_CHAIN && chains.svm !== undefined,
      })),
      deployments: chains.deployments,
      database: describeDatabase(config),
      dataDir: config.dataDir,
      notes: chains.notes,
    }),
  )
  console.log('Foyer is ready.')
}

/** The chains with the dev bundlers' URLs, for those that have none of their own. */
function withDevBundlers(
  chains: Config['chains'],
  bundlers: { chainId: number; url: string }[],
): Config['chains'] {
  return chains.map((chain) => {
    const dev = bundlers.find((bundler) => bundler.chainId === chain.chainId)
    return chain.bundlerUrl || !dev ? chain : { ...chain, bundlerUrl: dev.url }
  })
}

/** The relay's websocket URL on the API server (`http://…` → `ws://…/relay`). */
export function relayUrl(apiUrl: string): string {
  return `${apiUrl.replace(/^http/, 'ws')}${RELAY_PATH}`
}

/** Where a browser opens the reference wallet. */
export function walletUrl(port: number): string {
  return `http://localhost:${port}/`
}

/**
 * A part that ends cleanly (exit code 0) was asked to: a terminal's Ctrl-C or a process-group
 * SIGTERM reaches it as well as us, sometimes first. Anything else is a failure.
 */
function stopWith(stack: Stack, exit: ChildExit, message: string) {
  if (exit.code === 0) void stack.stop(0)
  else void stack.fail(`${message} (${describeExit(exit)})`)
}

/** Registers a running child with the stack, which stops when the child ends on its own. */
async function addChild(stack: Stack, name: string, child: Pick<ViteApp, 'exited' | 'stop'>) {
  await stack.add(name, child.stop)
  void child.exited.then((exit) => stopWith(stack, exit, `The ${name} exited unexpectedly`))
}
