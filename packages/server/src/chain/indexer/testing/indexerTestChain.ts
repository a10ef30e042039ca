import {
  type Anvil,
  DEV_TOKENS,
  deployDevContracts,
  foyerCollectibleAbi,
  foyerTokenAbi,
  startAnvil,
  testAccounts,
} from '@foyer/devchain'
import type { ChainDeployment } from '@foyer/protocol'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  type TestClient,
} from 'viem'
import { testAddress } from './testAddress'

/** An address, or the index of a test account. */
export type Recipient = Address | number

const addressOf = (to: Recipient): Address => (typeof to === 'number' ? testAddress(to) : to)

/** A fresh anvil with the dev contracts, and helpers to make transfers on it. */
export interface IndexerTestChain {
  chainId: number
  rpcUrl: string
  deployment: ChainDeployment
  client: PublicClient
  test: TestClient<'anvil'>
  /**
   * Sends `ether` from test account `from` to `to` (an address, or a test account's index);
   * `gas` skips estimation (for a reverting send). Each helper resolves once it is mined.
   */
  sendEth(from: number, to: Recipient, ether: string, gas?: bigint): Promise<Hash>
  /** Transfers whole `amount` of the dev token `symbol` from test account `from`. */
  transferToken(
    symbol: string,
    from: number,
    to: Recipient,
    amount: string,
    gas?: bigint,
  ): Promise<Hash>
  /** Moves NFT `tokenId` of the dev collection from test account `from` (its owner) to `to`. */
  transferNft(from: number, to: Recipient, tokenId: bigint): Promise<Hash>
  collectionAddress(): Address
  /** Sends a raw transaction (a deployment when `to` is omitted) from test account `from`. */
  sendRaw(from: number, data: Hex, to?: Address): Promise<Hash>
  tokenAddress(symbol: string): Address
  stop(): Promise<void>
}

/**
 * Starts anvil as `chainId` on a free port and deploys the dev contracts; the collection's
 * metadata is said to be at `publicApiUrl` (default: nowhere that answers).
 */
export async function startIndexerTestChain(
  chainId = 31337,
  publicApiUrl = 'http://127.0.0.1:9',
): Promise<IndexerTestChain> {
  const anvil: Anvil = await startAnvil({ chainId, port: 0 })
  try {
    const { rpcUrl } = anvil
    const deployment = await deployDevContracts({ chainId, rpcUrl, publicApiUrl })
    const chain = defineChain({
      id: chainId,
      name: `Test chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const transport = http(rpcUrl, { retryCount: 0 })
    const client = createPublicClient({ chain, transport, cacheTime: 0 })
    const test = createTestClient({ chain, mode: 'anvil', transport })
    const wallet = (index: number) => {
      const account = testAccounts[index]
      if (!account) throw new Error(`No test account ${index}`)
      return createWalletClient({ account, chain, transport })
    }
    const mined = async (hash: Hash) => {
      await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
      return hash
    }
    const tokenAddress = (symbol: string): Address => {
      const token = deployment.tokens.find((entry) => entry.symbol === symbol)
      if (!token) throw new Error(`No dev token ${symbol}`)
      return token.address
    }
    const collectionAddress = (): Address => {
      const collection = deployment.collectibles?.[0]
      if (!collection) throw new Error('No dev collection')
      return collection.address
    }
    return {
      chainId,
      rpcUrl,
      deployment,
      client,
      test,
      tokenAddress,
      collectionAddress,
      transferNft: async (from, to, tokenId) => {
        const owner = wallet(from)
        const hash = await owner.writeContract({
          address: collectionAddress(),
          abi: foyerCollectibleAbi,
          functionName: 'transferFrom',
          args: [owner.account.address, addressOf(to), tokenId],
        })
        return mined(hash)
      },
      sendEth: async (from, to, ether, gas) =>
        mined(
          await wallet(from).sendTransaction({ to: addressOf(to), value: parseEther(ether), gas }),
        ),
      transferToken: async (symbol, from, to, amount, gas) => {
        const decimals = DEV_TOKENS.find((token) => token.symbol === symbol)?.decimals ?? 18
        const hash = await wallet(from).writeContract({
          address: tokenAddress(symbol),
          abi: foyerTokenAbi,
          functionName: 'transfer',
          args: [addressOf(to), parseUnits(amount, decimals)],
          gas,
        })
        return mined(hash)
      },
      sendRaw: async (from, data, to) =>
        mined(await wallet(from).sendTransaction({ data, to: to ?? null, gas: 1_000_000n })),
      stop: () => anvil.stop(),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
