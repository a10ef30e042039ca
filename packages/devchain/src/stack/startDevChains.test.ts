import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { DEV_RELAYER, DEV_SOLANA_GENESIS_HASH, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import { createPublicClient, http } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { deployerAccount } from '../accounts/testAccounts'
import { startAnvil } from '../anvil/startAnvil'
import { foyerPriceOracleAbi } from '../contracts/foyerPriceOracleArtifact'
import { currencyKey } from '../deploy/oraclePrices'
import { freePort } from '../process/freePort'
import { SOL_PRICE_ASSET } from '../solana/devSolanaPrices'
import { DEV_SOLANA_TOKEN } from '../solana/devSolanaToken'
import { tempDir } from '../test/tempDir'
import { DEV_RELAYER_BALANCE } from './fundRelayer'
import { type ChainEntry, startDevChains } from './startDevChains'

const dataDir = () => tempDir('foyer-devchains')
const options = { publicApiUrl: 'http://localhost:8787' }

describe('startDevChains', () => {
  it('starts the dev SVM beside a local chain and lists it, priced by that chain', {
    timeout: 60_000,
  }, async () => {
    const dir = await dataDir()
    const solanaRpcUrl = `http://127.0.0.1:${await freePort()}`
    const started = await startDevChains(
      [{ chainId: 31337, rpcUrl: `http://127.0.0.1:${await freePort()}` }],
      dir,
      { ...options, solanaRpcUrl },
    )
    try {
      const [chain] = started.deployments.chains
      const fusd = chain?.tokens.find((token) => token.symbol === 'FUSD')
      expect(started.svm?.rpcUrl).toBe(solanaRpcUrl)
      expect(started.deployments.solana).toEqual([
        {
          caipNetworkId: SOLANA_DEV_CHAIN,
          rpcUrl: solanaRpcUrl,
          tokens: [{ ...DEV_SOLANA_TOKEN, priceAs: fusd?.address }],
          prices: { chainId: 31337, native: SOL_PRICE_ASSET },
        },
      ])
      expect(JSON.parse(await readFile(join(dir, 'deployments.json'), 'utf8'))).toEqual(
        started.deployments,
      )
      const genesis = await fetch(solanaRpcUrl, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
      })
      expect(await genesis.json()).toMatchObject({ result: DEV_SOLANA_GENESIS_HASH })
      // SOL is priced on the chain's oracle.
      const client = createPublicClient({ transport: http(chain?.rpcUrl) })
      const solUsd = await client.readContract({
        address: chain?.priceOracle as `0x${string}`,
        abi: foyerPriceOracleAbi,
        functionName: 'priceOf',
        args: [SOL_PRICE_ASSET, currencyKey('usd')],
      })
      expect(solUsd).toBe(150n * 10n ** 8n)
    } finally {
      await started.stop()
    }
    await expect(fetch(solanaRpcUrl)).rejects.toThrow()
  })

  it('starts the local chains, deploys on each, starts their bundlers and resumes them with the same contracts', {
    timeout: 60_000,
  }, async () => {
    const dir = await dataDir()
    const chains = [
      { chainId: 31337, rpcUrl: `http://127.0.0.1:${await freePort()}` },
      { chainId: 31338, rpcUrl: `http://localhost:${await freePort()}` },
    ]
    const first = await startDevChains(chains, dir, options)
    expect(first.notes).toEqual([])
    expect(first.anvils.map(({ stateFile }) => stateFile).sort()).toEqual([
      join(dir, 'anvil-31337.json'),
      join(dir, 'anvil-31338.json'),
    ])
    const [chainA, chainB] = first.deployments.chains
    expect(chainA?.tokens.map((token) => token.symbol)).toEqual(['FUSD', 'FOY'])
    expect(chainB?.tokens).toEqual(chainA?.tokens)
    expect(chainB?.priceOracle).toBe(chainA?.priceOracle)
    expect(chainA?.collectibles?.map((collection) => collection.baseUri)).toEqual([
      'http://localhost:8787/dev/collectibles/31337/',
    ])
    expect(chainB?.collectibles?.map((collection) => collection.baseUri)).toEqual([
      'http://localhost:8787/dev/collectibles/31338/',
    ])
    expect(JSON.parse(await readFile(join(dir, 'deployments.json'), 'utf8'))).toEqual(
      first.deployments,
    )
    // A bundler for each, serving the chain's EntryPoint.
    expect(first.bundlers.map(({ chainId }) => chainId).sort()).toEqual([31337, 31338])
    for (const bundler of first.bundlers) {
      expect(bundler.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const bundlerClient = createBundlerClient({ transport: http(bundler.url) })
      expect(await bundlerClient.getSupportedEntryPoints()).toEqual([
        chainA?.smartAccounts?.entryPoint,
      ])
    }
    await first.stop()
    expect(existsSync(join(dir, 'anvil-31337.json'))).toBe(true)
    for (const bundler of first.bundlers) {
      expect(await bundler.exited).toEqual({ code: 0, signal: null })
    }

    // Chain B names its own bundler this time: it gets no dev bundler.
    const second = await startDevChains(
      [
        chains[0] as ChainEntry,
        { ...(chains[1] as ChainEntry), bundlerUrl: 'http://bundler.example' },
      ],
      dir,
      options,
    )
    try {
      expect(second.bundlers.map(({ chainId }) => chainId)).toEqual([31337])
      expect(second.deployments).toEqual(first.deployments)
      const client = createPublicClient({ transport: http(chains[0]?.rpcUrl) })
      // Four contracts, six prices and SOL's two, the five ERC-4337 contracts and the paymaster's signer, the
      // Uniswap V2 market and its three pools, the Uniswap V3 market (and its liquidity helper)
      // and its three pools, all from the first start.
      expect(await client.getTransactionCount({ address: deployerAccount.address })).toBe(40)
      // The API's dev relayer holds its balance (set, not sent).
      expect(await client.getBalance({ address: DEV_RELAYER })).toBe(DEV_RELAYER_BALANCE)
    } finally {
      await second.stop()
    }
  })

  it('uses an anvil on another host as it is and deploys on it', async () => {
    const remote = await startAnvil({ chainId: 31338, port: 0, host: '127.0.0.2' })
    try {
      const started = await startDevChains(
        [{ chainId: 31338, rpcUrl: remote.rpcUrl }],
        await dataDir(),
        options,
      )
      expect(started.anvils).toEqual([])
      expect(started.bundlers).toEqual([])
      expect(started.deployments.chains[0]?.tokens).toHaveLength(2)
      expect(started.deployments.chains[0]?.collectibles).toHaveLength(1)
    } finally {
      await remote.stop()
    }
  })

  it('deploys nothing on a remote node that is not anvil, or not reachable, and says so', async () => {
    const geth = createServer((_, response) =>
      response.end('{"jsonrpc":"2.0","id":1,"result":"Geth/v1.15"}'),
    )
    await new Promise<void>((resolve) => geth.listen(0, '127.0.0.2', resolve))
    const address = geth.address()
    const gethUrl = `http://127.0.0.2:${typeof address === 'object' && address ? address.port : 0}`
    const downUrl = `http://127.0.0.2:${await freePort('127.0.0.2')}`
    try {
      const started = await startDevChains(
        [
          { chainId: 1, rpcUrl: gethUrl },
          { chainId: 10, rpcUrl: downUrl },
        ],
        await dataDir(),
        options,
      )
      expect(started.deployments).toEqual({ chains: [] })
      expect(started.notes).toEqual([
        `chain 1 at ${gethUrl}: not an anvil node, no dev contracts deployed`,
        `chain 10 at ${downUrl}: not reachable (fetch failed), no dev contracts deployed`,
      ])
    } finally {
      geth.close()
    }
  })

  it('stops the chains it started when another one fails to start', async () => {
    const taken = await startAnvil({ chainId: 31338, port: 0 })
    const freeUrl = `http://127.0.0.1:${await freePort()}`
    try {
      await expect(
        startDevChains(
          [
            { chainId: 31337, rpcUrl: freeUrl },
            { chainId: 31338, rpcUrl: taken.rpcUrl },
          ],
          await dataDir(),
          options,
        ),
      ).rejects.toThrow('Address already in use')
      await expect(fetch(freeUrl, { method: 'POST' })).rejects.toThrow('fetch failed')
    } finally {
      await taken.stop()
    }
  })
})
