import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import { ConfigError, DEFAULT_DATA_DIR, loadConfig } from './loadConfig'

describe('loadConfig', () => {
  it('has embedded defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      apiPort: 8787,
      listenHost: '127.0.0.1',
      framePort: 8788,
      frameDir: undefined,
      nodeId: undefined,
      frameOrigin: 'http://wallet.foyer.localhost:8788',
      publicApiUrl: 'http://localhost:8787',
      smtpUrl: undefined,
      mailFrom: 'Foyer <no-reply@foyer.localhost>',
      namesZone: 'foyer.id',
      namesGatewaySignerKey: undefined,
      authShareKey: undefined,
      recoveryKey: undefined,
      chains: [
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
        { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
      ],
      solanaChains: [
        {
          caipNetworkId: 'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw',
          rpcUrl: 'http://127.0.0.1:8899',
        },
      ],
      dataDir: DEFAULT_DATA_DIR,
      deploymentsFile: join(DEFAULT_DATA_DIR, 'deployments.json'),
      database: { kind: 'pglite', dataDir: join(DEFAULT_DATA_DIR, 'pglite') },
      logLevel: 'error',
      demoOrigins: ['http://foyer.localhost:5173', 'http://localhost:5173'],
      rateLimitPerMinute: 600,
      analyticsEnabled: false,
      trustProxy: false,
      devMode: false,
      redisUrl: undefined,
      relayLimits: {
        maxMessageBytes: 524_288,
        maxSubscriptionsPerClient: 1_000,
        publishesPerSecond: 100,
      },
      social: {},
      socialSecretKey: undefined,
      onramp: {
        sandbox: false,
        sandboxKey: undefined,
        moonpay: undefined,
        ramp: undefined,
        restrictedTimezones: [],
      },
      swapAggregator: undefined,
      farcaster: {
        relayUrl: undefined,
        relayAuthKey: undefined,
        idRegistryRpcUrl: undefined,
        idRegistryAddress: undefined,
      },
    })
  })

  it('keeps the default data dir at the repository root', () => {
    expect(DEFAULT_DATA_DIR).toBe(join(import.meta.dirname, '..', '..', '..', '..', '.data'))
  })

  it('reads every variable', () => {
    const config = loadConfig(
      {
        API_PORT: '18787',
        DEMO_PORT: '15173',
        FRAME_PORT: '18788',
        CHAIN_RPC_URLS: ' 1=https://eth.example.com , 31337=http://127.0.0.1:18545 ',
        SOLANA_RPC_URLS:
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://api.mainnet-beta.solana.com',
        DATA_DIR: 'tmp/data',
        DATABASE_URL: 'postgres://app:secret@db.internal:5432/foyer',
        LOG_LEVEL: 'info',
        DEMO_ORIGINS: 'https://app.example.com,http://localhost:3000',
        RATE_LIMIT_PER_MINUTE: '0',
        ANALYTICS_ENABLED: 'true',
        FOYER_DEV_MODE: 'true',
        TRUST_PROXY: '10.0.0.0/8,loopback',
        FRAME_ORIGIN: 'https://wallet.example.com',
        PUBLIC_API_URL: 'https://api.example.com/',
        SMTP_URL: 'smtp://mailer:pw@mail.internal:25',
        MAIL_FROM: 'Shop <login@shop.example>',
        AUTH_SHARE_KEY: Buffer.alloc(32, 1).toString('base64'),
        RECOVERY_KEY: Buffer.alloc(32, 2).toString('base64url'),
        REDIS_URL: 'redis://:secret@redis.internal:6379/2',
        RELAY_MAX_MESSAGE_BYTES: '1024',
        RELAY_MAX_SUBSCRIPTIONS: '5',
        RELAY_PUBLISHES_PER_SECOND: '3',
        SOCIAL_X_CLIENT_ID: 'x-id',
        SOCIAL_X_CLIENT_SECRET: 'x-secret',
        SOCIAL_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
        FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz/',
        FARCASTER_RELAY_AUTH_KEY: 'relay-key-0123456789',
        FARCASTER_ID_REGISTRY_RPC_URL: 'https://optimism.example.com/rpc',
        FARCASTER_ID_REGISTRY_ADDRESS: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
        NAMES_ZONE: 'Names.Example',
        NAMES_GATEWAY_SIGNER_KEY: `0x${'ab'.repeat(32)}`,
        LISTEN_HOST: '0.0.0.0',
        NODE_ID: 'node-a',
        FRAME_DIR: 'frame/dist',
        ONRAMP_SANDBOX: 'false',
        ONRAMP_SANDBOX_KEY: `0x${'cd'.repeat(32)}`,
        MOONPAY_API_KEY: 'pk_live_abc',
        MOONPAY_SECRET_KEY: 'sk_live_def',
        RAMP_HOST_API_KEY: 'ramp-host-key',
        ONRAMP_RESTRICTED_TIMEZONES: 'Asia/Shanghai, Europe/Moscow',
        SWAP_AGGREGATOR_URL: 'https://api.0x.org/',
        SWAP_AGGREGATOR_KEY: 'zero-ex-key',
      },
      '/srv/foyer',
    )
    expect(config).toEqual({
      apiPort: 18787,
      listenHost: '0.0.0.0',
      framePort: 18788,
      frameDir: '/srv/foyer/frame/dist',
      nodeId: 'node-a',
      frameOrigin: 'https://wallet.example.com',
      publicApiUrl: 'https://api.example.com',
      smtpUrl: 'smtp://mailer:pw@mail.internal:25',
      mailFrom: 'Shop <login@shop.example>',
      authShareKey: Buffer.alloc(32, 1),
      recoveryKey: Buffer.alloc(32, 2),
      chains: [
        { chainId: 1, rpcUrl: 'https://eth.example.com' },
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:18545' },
      ],
      solanaChains: [
        {
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          rpcUrl: 'https://api.mainnet-beta.solana.com',
        },
      ],
      dataDir: '/srv/foyer/tmp/data',
      deploymentsFile: '/srv/foyer/tmp/data/deployments.json',
      database: { kind: 'postgres', url: 'postgres://app:secret@db.internal:5432/foyer' },
      logLevel: 'info',
      demoOrigins: ['https://app.example.com', 'http://localhost:3000'],
      rateLimitPerMinute: 0,
      analyticsEnabled: true,
      devMode: true,
      trustProxy: ['10.0.0.0/8', 'loopback'],
      redisUrl: 'redis://:secret@redis.internal:6379/2',
      relayLimits: { maxMessageBytes: 1024, maxSubscriptionsPerClient: 5, publishesPerSecond: 3 },
      social: { x: { clientId: 'x-id', clientSecret: 'x-secret' } },
      socialSecretKey: Buffer.alloc(32, 3),
      onramp: {
        sandbox: false,
        sandboxKey: `0x${'cd'.repeat(32)}`,
        moonpay: { apiKey: 'pk_live_abc', secretKey: 'sk_live_def' },
        ramp: { hostApiKey: 'ramp-host-key' },
        restrictedTimezones: ['Asia/Shanghai', 'Europe/Moscow'],
      },
      swapAggregator: { url: 'https://api.0x.org', apiKey: 'zero-ex-key' },
      farcaster: {
        relayUrl: 'https://relay.farcaster.xyz',
        relayAuthKey: 'relay-key-0123456789',
        idRegistryRpcUrl: 'https://optimism.example.com/rpc',
        idRegistryAddress: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      },
      namesZone: 'names.example',
      namesGatewaySignerKey: `0x${'ab'.repeat(32)}`,
    })
  })

  it('names bad Farcaster settings, hiding the relay key', () => {
    expect(() => loadConfig({ FARCASTER_RELAY_URL: 'relay.farcaster.xyz' })).toThrow(
      'FARCASTER_RELAY_URL="relay.farcaster.xyz": expected the http(s) URL of a Farcaster auth relay',
    )
    expect(() => loadConfig({ FARCASTER_RELAY_AUTH_KEY: 'short' })).toThrow(
      'FARCASTER_RELAY_AUTH_KEY="<hidden>": expected a random key of at least 16 characters',
    )
    expect(() => loadConfig({ FARCASTER_ID_REGISTRY_RPC_URL: 'ws://node' })).toThrow(
      'FARCASTER_ID_REGISTRY_RPC_URL="ws://node": expected the http(s) URL of an OP Mainnet JSON-RPC node',
    )
    expect(() => loadConfig({ FARCASTER_ID_REGISTRY_ADDRESS: '0x12' })).toThrow(
      'FARCASTER_ID_REGISTRY_ADDRESS="0x12": expected a contract address',
    )
  })

  it('derives the demo origins from DEMO_PORT and keeps an absolute DATA_DIR', () => {
    const config = loadConfig({ DEMO_PORT: '15173', DATA_DIR: '/tmp/foyer-data', API_PORT: '' })
    expect(config.demoOrigins).toEqual(['http://foyer.localhost:15173', 'http://localhost:15173'])
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/foyer-data/pglite' })
    expect(config.apiPort).toBe(8787)
  })

  it('derives the frame origin from FRAME_PORT and the API URL from API_PORT', () => {
    const config = loadConfig({ FRAME_PORT: '9000', API_PORT: '9001' })
    expect(config.frameOrigin).toBe('http://wallet.foyer.localhost:9000')
    expect(config.publicApiUrl).toBe('http://localhost:9001')
  })

  it('refuses the same key for the auth and the recovery shares', () => {
    const key = Buffer.alloc(32, 7).toString('base64')
    expect(() => loadConfig({ AUTH_SHARE_KEY: key, RECOVERY_KEY: key })).toThrow(
      'AUTH_SHARE_KEY and RECOVERY_KEY must be two different keys',
    )
  })

  it('never shows a share key in its error', () => {
    const bad = Buffer.alloc(16, 9).toString('base64')
    expect(() => loadConfig({ AUTH_SHARE_KEY: bad })).toThrow(
      'AUTH_SHARE_KEY="<hidden>": expected 32 random bytes in base64',
    )
    expect(() => loadConfig({ RECOVERY_KEY: 'not base64!' })).toThrow('RECOVERY_KEY="<hidden>"')
    expect(() => loadConfig({ SOCIAL_SECRET_KEY: bad })).toThrow('SOCIAL_SECRET_KEY="<hidden>"')
  })

  it('reads the on-ramp settings: the sandbox follows dev mode, MoonPay needs both keys, secrets hidden', () => {
    expect(loadConfig({ FOYER_DEV_MODE: 'true' }).onramp.sandbox).toBe(true)
    expect(loadConfig({ FOYER_DEV_MODE: 'true', ONRAMP_SANDBOX: 'false' }).onramp.sandbox).toBe(
      false,
    )
    expect(loadConfig({ ONRAMP_SANDBOX: 'true' }).onramp.sandbox).toBe(true)
    expect(
      loadConfig({ ONRAMP_RESTRICTED_TIMEZONES: 'default' }).onramp.restrictedTimezones,
    ).toContain('Asia/Shanghai')
    expect(() => loadConfig({ ONRAMP_RESTRICTED_TIMEZONES: 'not a zone' })).toThrow(
      'ONRAMP_RESTRICTED_TIMEZONES="not a zone": expected default, or IANA timezone names',
    )
    expect(() => loadConfig({ MOONPAY_API_KEY: 'pk_test_abc' })).toThrow(
      'MOONPAY_SECRET_KEY: MoonPay needs both MOONPAY_API_KEY and MOONPAY_SECRET_KEY',
    )
    expect(() =>
      loadConfig({ MOONPAY_API_KEY: 'pk_test_abc', MOONPAY_SECRET_KEY: 'sk_oops secret' }),
    ).toThrow('MOONPAY_SECRET_KEY="<hidden>"')
    expect(() => loadConfig({ ONRAMP_SANDBOX_KEY: '0x1234' })).toThrow(
      'ONRAMP_SANDBOX_KEY="<hidden>"',
    )
    expect(() => loadConfig({ SWAP_AGGREGATOR_URL: 'https://api.0x.org' })).toThrow(
      'SWAP_AGGREGATOR_KEY: the swap aggregator needs both SWAP_AGGREGATOR_URL and SWAP_AGGREGATOR_KEY',
    )
    expect(() => loadConfig({ SWAP_AGGREGATOR_KEY: 'secret-0x' })).toThrow(
      'SWAP_AGGREGATOR_URL: the swap aggregator needs both',
    )
    expect(() => loadConfig({ SWAP_AGGREGATOR_URL: 'ftp://x', SWAP_AGGREGATOR_KEY: 'k' })).toThrow(
      'expected the aggregator API’s http(s) base URL',
    )
    expect(() =>
      loadConfig({ SWAP_AGGREGATOR_URL: 'https://api.0x.org', SWAP_AGGREGATOR_KEY: 'my key' }),
    ).toThrow('SWAP_AGGREGATOR_KEY="<hidden>"')
  })

  it('reads RELAYER_KEY, and never shows it in its error', () => {
    const key = `0x${'cd'.repeat(32)}`
    expect(loadConfig({ RELAYER_KEY: key }).relayerKey).toBe(key)
    expect(loadConfig({}).relayerKey).toBeUndefined()
    expect(() => loadConfig({ RELAYER_KEY: key.slice(0, 40) })).toThrow(
      'RELAYER_KEY="<hidden>": expected a private key: 0x and 64 hex digits',
    )
  })

  it.each([
    ['API_PORT', 'abc', 'API_PORT="abc": expected a port number from 1 to 65535'],
    ['DEMO_PORT', '70000', 'DEMO_PORT="70000": expected a port number from 1 to 65535'],
    ['FRAME_PORT', '0', 'FRAME_PORT="0": expected a port number from 1 to 65535'],
    [
      'CHAIN_RPC_URLS',
      '999=http://127.0.0.1:8545',
      'CHAIN_RPC_URLS="999=http://127.0.0.1:8545": Unknown network: 999',
    ],
    [
      'CHAIN_RPC_URLS',
      'http://127.0.0.1:8545',
      'CHAIN_RPC_URLS="http://127.0.0.1:8545": "http://127.0.0.1:8545" is not chainId=url',
    ],
    [
      'CHAIN_RPC_URLS',
      '31337=localhost:8545',
      '"localhost:8545" (chain 31337) is not an http(s) URL',
    ],
    ['CHAIN_RPC_URLS', '-1=http://a', '"-1=http://a" is not chainId=url'],
    [
      'SOLANA_RPC_URLS',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdq=http://a',
      'Unknown network: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdq',
    ],
    ['CHAIN_RPC_URLS', '31337=http://a,31337=http://b', 'chain 31337 is listed twice'],
    ['CHAIN_RPC_URLS', ' , ', 'CHAIN_RPC_URLS=" , ": expected at least one chainId=url entry'],
    [
      'CHAIN_BUNDLER_URLS',
      '31337=http://127.0.0.1:4337,1=https://bundler.example',
      'CHAIN_BUNDLER_URLS="31337=http://127.0.0.1:4337,1=https://bundler.example": chain 1 is not a configured chain (CHAIN_RPC_URLS, CHAINS_FILE): add it there or remove its bundler',
    ],
    [
      'CHAIN_BUNDLER_URLS',
      'http://127.0.0.1:4337',
      'CHAIN_BUNDLER_URLS="http://127.0.0.1:4337": "http://127.0.0.1:4337" is not chainId=url',
    ],
    [
      'CHAIN_BUNDLER_URLS',
      '31337=ws://127.0.0.1:4337',
      '"ws://127.0.0.1:4337" (chain 31337) is not an http(s) URL',
    ],
    ['CHAIN_BUNDLER_URLS', '31337=http://a,31337=http://b', 'chain 31337 is listed twice'],
    [
      'DATABASE_URL',
      'mysql://root@db/foyer',
      'DATABASE_URL="mysql://root@db/foyer": expected a postgres:// URL',
    ],
    [
      'DATABASE_URL',
      'postgres://app:hunter2@db:5432:1/x',
      'DATABASE_URL="postgres://app:***@db:5432:1/x"',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL="loud": expected one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      'DEMO_ORIGINS',
      'https://app.example.com/path',
      '"https://app.example.com/path" is not an origin',
    ],
    ['DEMO_ORIGINS', ',', 'DEMO_ORIGINS=",": expected at least one origin'],
    [
      'RATE_LIMIT_PER_MINUTE',
      '-5',
      'RATE_LIMIT_PER_MINUTE="-5": expected a whole number of requests per minute',
    ],
    ['RATE_LIMIT_PER_MINUTE', '1.5', 'RATE_LIMIT_PER_MINUTE="1.5": expected a whole number'],
    ['ANALYTICS_ENABLED', 'yes', 'ANALYTICS_ENABLED="yes": expected true or false'],
    ['FOYER_DEV_MODE', 'on', 'FOYER_DEV_MODE="on": expected true or false'],
    [
      'FRAME_ORIGIN',
      'http://wallet.example.com/x',
      '"http://wallet.example.com/x" is not an origin',
    ],
    [
      'PUBLIC_API_URL',
      'api.example.com',
      'PUBLIC_API_URL="api.example.com": expected an http(s) URL',
    ],
    ['SMTP_URL', 'http://mail', 'SMTP_URL="http://mail": expected smtp://'],
    ['SMTP_URL', 'smtp://u:hunter2@mail:1:2', 'SMTP_URL="smtp://u:***@mail:1:2"'],
    ['TRUST_PROXY', 'proxy.internal', 'TRUST_PROXY="proxy.internal": "proxy.internal" is not'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL="localhost:6379": expected redis://'],
    ['LISTEN_HOST', 'example.com', 'LISTEN_HOST="example.com": expected an IP address'],
    ['NODE_ID', 'node a', 'NODE_ID="node a": expected up to 64 letters'],
    [
      'FOYER_TEST_ALLOW_HTTP_LOOPBACK',
      'yes',
      'FOYER_TEST_ALLOW_HTTP_LOOPBACK="yes": expected true or false',
    ],
    ['REDIS_URL', 'redis://:hunter2@r:1:2', 'REDIS_URL="redis://:***@r:1:2": expected redis://'],
    [
      'RELAY_MAX_MESSAGE_BYTES',
      '0',
      'RELAY_MAX_MESSAGE_BYTES="0": expected a whole number of bytes, at least 1',
    ],
    [
      'RELAY_MAX_SUBSCRIPTIONS',
      '2.5',
      'RELAY_MAX_SUBSCRIPTIONS="2.5": expected a whole number of topics, at least 1',
    ],
    [
      'RELAY_PUBLISHES_PER_SECOND',
      'many',
      'RELAY_PUBLISHES_PER_SECOND="many": expected a whole number of messages per second',
    ],
  ])('rejects %s=%s naming the variable and the value', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })

  it('applies CHAINS_FILE, relative to the working directory', async () => {
    const dir = await tempDir('chains-file')
    const usdc = {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    }
    await writeFile(
      join(dir, 'chains.json'),
      JSON.stringify({ '1': { tokens: [usdc] }, '8453': { rpcUrl: 'https://base.example' } }),
    )
    const config = loadConfig(
      { CHAIN_RPC_URLS: '1=https://eth.example', CHAINS_FILE: 'chains.json' },
      dir,
    )
    expect(config.chains).toEqual([
      { chainId: 1, rpcUrl: 'https://eth.example', tokens: [usdc] },
      { chainId: 8453, rpcUrl: 'https://base.example', tokens: [] },
    ])
  })

  it('gives the chains of CHAIN_BUNDLER_URLS their bundler, those of CHAINS_FILE too', async () => {
    const dir = await tempDir('chains-file')
    await writeFile(
      join(dir, 'chains.json'),
      JSON.stringify({ '8453': { rpcUrl: 'https://base.example' } }),
    )
    const config = loadConfig(
      {
        CHAIN_RPC_URLS: '1=https://eth.example,31337=http://127.0.0.1:8545',
        CHAINS_FILE: 'chains.json',
        CHAIN_BUNDLER_URLS:
          ' 8453=https://bundler.example/base?key=k , 1=https://bundler.example/eth ',
      },
      dir,
    )
    expect(config.chains).toEqual([
      { chainId: 1, rpcUrl: 'https://eth.example', bundlerUrl: 'https://bundler.example/eth' },
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
      {
        chainId: 8453,
        rpcUrl: 'https://base.example',
        tokens: [],
        bundlerUrl: 'https://bundler.example/base?key=k',
      },
    ])
    expect(config.chains[1]).not.toHaveProperty('bundlerUrl')
  })

  it('names CHAINS_FILE and the problem when it cannot be used', async () => {
    const dir = await tempDir('chains-file')
    await writeFile(join(dir, 'chains.json'), JSON.stringify({ '10': { tokens: [] } }))
    expect(() => loadConfig({ CHAINS_FILE: join(dir, 'chains.json') })).toThrow(
      `Invalid configuration:\n  CHAINS_FILE="${join(dir, 'chains.json')}": chain 10 has no rpcUrl here and is not in CHAIN_RPC_URLS`,
    )
    expect(() => loadConfig({ CHAINS_FILE: 'missing.json' }, dir)).toThrow(ConfigError)
    expect(() => loadConfig({ CHAINS_FILE: 'missing.json' }, dir)).toThrow(
      `CHAINS_FILE="missing.json": cannot read ${join(dir, 'missing.json')}: ENOENT`,
    )
  })

  it('does not show a database password in its error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app:hunter2@db:5432:1/x' })).not.toThrow(
      'hunter2',
    )
  })

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ API_PORT: 'x', DEMO_PORT: 'y' })).toThrow(
      'Invalid configuration:\n  API_PORT="x": expected a port number from 1 to 65535\n  DEMO_PORT="y": expected a port number from 1 to 65535',
    )
  })
})
