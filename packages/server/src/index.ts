export { KNOWN_EVM_CHAINS as KNOWN_CHAINS } from '@foyer/protocol'
export { type AppDeps, createApp, HEALTH_TIMEOUT_MS } from './app/createApp'
export { type Config, ConfigError, type DatabaseConfig, loadConfig } from './config/loadConfig'
export type { ChainRpc } from './config/parseChainRpcUrls'
export { redactPassword } from './config/redactPassword'
export { ApiError } from './http/apiError'
export { namesGatewaySignerAddress } from './names/ccip/namesGatewaySignerKey'
export { RELAY_PATH } from './relay/relayConstants'
export {
  DEFAULT_RELAY_LIMITS,
  DEFAULT_RELAY_MAX_MESSAGE_BYTES,
  DEFAULT_RELAY_MAX_SUBSCRIPTIONS,
  DEFAULT_RELAY_PUBLISHES_PER_SECOND,
  type RelayLimits,
} from './relay/relayLimits'
export { RPC_ERROR_CODES as RELAY_RPC_ERROR_CODES } from './relay/rpcErrors'
export { describeDatabase, type RunningServer, startServer } from './startServer'
export type { Database, Queryable } from './store/database'
export { migrate } from './store/migrate'
export { openDatabase } from './store/openDatabase'
