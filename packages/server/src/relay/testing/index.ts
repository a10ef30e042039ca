// Test helpers for any package's tests: `@foyer/server/testing/relay`.
export { RawRelayClient, type RelayDelivery, type RelayReply } from './rawRelayClient'
export { relayJwt, signJwtPayload, type TestJwt } from './relayJwt'
export { type RedisServer, startRedisServer } from './startRedisServer'
export { startTestRelay, type TestRelay, type TestRelayOptions } from './startTestRelay'
