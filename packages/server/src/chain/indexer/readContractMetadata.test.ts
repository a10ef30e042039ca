import { HttpRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../test/postgresCluster'
import { createIndexerClient } from './createIndexerClient'
import { readContractMetadata } from './readContractMetadata'
import { testRegistry } from './testing/testRegistry'

describe('readContractMetadata', () => {
  it('throws when the RPC cannot be reached, so that nothing is stored as unknown', async () => {
    const rpcUrl = `http://127.0.0.1:${await freePort()}`
    const chain = await testRegistry([{ chainId: 31337, rpcUrl, tokens: [] }]).get(31337)
    if (!chain) throw new Error('no chain')
    const client = createIndexerClient(rpcUrl, new AbortController().signal, { retryCount: 0 })
    const contracts = [
      { address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', standard: 'erc20' as const },
    ]
    const error = await readContractMetadata(client, chain, contracts).catch((caught) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(
      (error as Error & { walk(fn: (e: unknown) => boolean): unknown }).walk(
        (cause) => cause instanceof HttpRequestError,
      ),
    ).toBeInstanceOf(HttpRequestError)
  })

  it('takes listed tokens and collections from the list without asking the chain', async () => {
    const rpcUrl = `http://127.0.0.1:${await freePort()}`
    const token = {
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      name: 'Foyer USD',
      symbol: 'FUSD',
      decimals: 6,
    } as const
    const collection = {
      address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      name: 'Foyer Collectibles',
      symbol: 'FOYC',
      baseUri: 'http://127.0.0.1:1/c/',
    } as const
    const chain = await testRegistry([
      { chainId: 31337, rpcUrl, tokens: [token], collectibles: [collection] },
    ]).get(31337)
    if (!chain) throw new Error('no chain')
    const client = createIndexerClient(rpcUrl, new AbortController().signal, { retryCount: 0 })
    expect(
      await readContractMetadata(client, chain, [
        { address: token.address.toLowerCase(), standard: 'erc20' },
        { address: collection.address.toLowerCase(), standard: 'erc721' },
      ]),
    ).toEqual([
      {
        address: token.address.toLowerCase(),
        standard: 'erc20',
        name: 'Foyer USD',
        symbol: 'FUSD',
        decimals: 6,
      },
      {
        address: collection.address.toLowerCase(),
        standard: 'erc721',
        name: 'Foyer Collectibles',
        symbol: 'FOYC',
        decimals: null,
      },
    ])
  })
})
