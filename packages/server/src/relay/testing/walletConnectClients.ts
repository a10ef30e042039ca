import { randomUUID } from 'node:crypto'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'

type CoreOptions = NonNullable<ConstructorParameters<typeof Core>[0]>
type Storage = NonNullable<CoreOptions['storage']>

export interface RelayEndpoint {
  /** `ws://…/relay` */
  url: string
  projectId: string
}

/**
 * An in-memory key-value store for one SDK client, so that tests share no state and write no
 * files. Values are copied through JSON as the SDK's own storage does.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async () => [...items].map(([key, value]) => [key, JSON.parse(value)]),
    getItem: async (key: string) => {
      const value = items.get(key)
      return value === undefined ? undefined : JSON.parse(value)
    },
    setItem: async (key: string, value: unknown) => {
      items.set(key, JSON.stringify(value))
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  } as Storage
}

/**
 * A WalletConnect Core on our relay: its own storage prefix and memory, telemetry off, and
 * `verify.register` answering '' at once (in a browser it waits ~5 s for an iframe from
 * verify.walletconnect.org; see FACTS.md). LOG_LEVEL_WC=debug shows the SDK's logs.
 */
export function createTestCore(relay: RelayEndpoint, storage: Storage = memoryStorage()) {
  const core = new Core({
    projectId: relay.projectId,
    relayUrl: relay.url,
    customStoragePrefix: `foyer-test-${randomUUID()}`,
    storage,
    telemetryEnabled: false,
    logger: sdkLogLevel(),
  })
  core.verify.register = async () => ''
  return core
}

/** The SDKs' log level: LOG_LEVEL_WC (e.g. debug) when set, else silent. */
function sdkLogLevel(): string {
  return process.env.LOG_LEVEL_WC ?? 'silent'
}

export const TEST_DAPP_METADATA = {
  name: 'Foyer test dapp',
  description: 'A dapp in the relay tests',
  url: 'http://localhost:5173',
  icons: [],
}

export const TEST_WALLET_METADATA = {
  name: 'Foyer test wallet',
  description: 'A wallet in the relay tests',
  url: 'http://localhost:5175',
  icons: [],
}

/** The dapp side: `@walletconnect/sign-client` on our relay. */
export async function createTestDapp(relay: RelayEndpoint, core = createTestCore(relay)) {
  return SignClient.init({ core, metadata: TEST_DAPP_METADATA, logger: sdkLogLevel() })
}

/** The wallet side: `@reown/walletkit` on our relay. */
export async function createTestWallet(relay: RelayEndpoint, core = createTestCore(relay)) {
  // biome-ignore lint/suspicious/noExplicitAny: the Core types of walletkit and core differ by copy
  return WalletKit.init({ core: core as any, metadata: TEST_WALLET_METADATA })
}

/** Stops a client's timers and closes its socket for good (no reconnect). */
export async function stopTestCore(core: { heartbeat: { stop(): void }; relayer: unknown }) {
  core.heartbeat.stop()
  const relayer = core.relayer as { transportClose(): Promise<void> }
  await relayer.transportClose().catch(() => {})
}

/** Anything with once/off: an EventEmitter, a SignClient, WalletKit, a Core's relayer. */
export interface Listenable {
  // biome-ignore lint/suspicious/noExplicitAny: each SDK types its listeners its own way
  once(event: string, listener: (value: any) => void): unknown
  // biome-ignore lint/suspicious/noExplicitAny: as above
  off(event: string, listener: (value: any) => void): unknown
}

/** Resolves with the first `event` the emitter emits; rejects after `timeoutMs`. */
export function nextEvent<T = unknown>(
  emitter: Listenable,
  event: string,
  timeoutMs = 15_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (value: T) => {
      clearTimeout(timer)
      resolve(value)
    }
    const timer = setTimeout(() => {
      emitter.off(event, listener)
      reject(new Error(`No ${event} within ${timeoutMs} ms`))
    }, timeoutMs)
    emitter.once(event, listener)
  })
}

/** `promise`, or a rejection naming `what` after `timeoutMs` (connect() hangs on a dead relay). */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
