import { expect, it } from 'vitest'

// The entries' exports, name by name (as wagmi does): a change to a public surface is seen here.
it('exports of @foyer/server', async () => {
  expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
    [
      "ApiError",
      "ConfigError",
      "DEFAULT_RELAY_LIMITS",
      "DEFAULT_RELAY_MAX_MESSAGE_BYTES",
      "DEFAULT_RELAY_MAX_SUBSCRIPTIONS",
      "DEFAULT_RELAY_PUBLISHES_PER_SECOND",
      "HEALTH_TIMEOUT_MS",
      "KNOWN_CHAINS",
      "RELAY_PATH",
      "RELAY_RPC_ERROR_CODES",
      "createApp",
      "describeDatabase",
      "loadConfig",
      "migrate",
      "namesGatewaySignerAddress",
      "openDatabase",
      "redactPassword",
      "startServer",
    ]
  `)
})

it('exports of @foyer/server/testing/relay', async () => {
  expect(Object.keys(await import('./relay/testing/index')).sort()).toMatchInlineSnapshot(`
    [
      "RawRelayClient",
      "relayJwt",
      "signJwtPayload",
      "startRedisServer",
      "startTestRelay",
    ]
  `)
})

it('exports of @foyer/server/testing/walletconnect', async () => {
  expect(
    Object.keys(await import('./relay/testing/walletConnectTesting')).sort(),
  ).toMatchInlineSnapshot(`
    [
      "TEST_CHAINS",
      "TEST_DAPP_METADATA",
      "TEST_EVENTS",
      "TEST_METHODS",
      "TEST_WALLET_METADATA",
      "answerRequests",
      "createTestCore",
      "createTestDapp",
      "createTestWallet",
      "memoryStorage",
      "nextEvent",
      "pairSession",
      "stopTestCore",
      "withTimeout",
    ]
  `)
})
