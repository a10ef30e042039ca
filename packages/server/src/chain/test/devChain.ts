import {
  currencyKey,
  deployDevContracts,
  deployerAccount,
  foyerPriceOracleAbi,
  foyerTokenAbi,
  startAnvil,
  testAccounts,
} from '@foyer/devchain'
import type { ChainDeployment, FiatCurrency } from '@foyer/protocol'
import {
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  type HDAccount,
  http,
} from 'viem'

export interface DevChain {
  rpcUrl: string
  deployment: ChainDeployment
  /** Sends `value` wei from `from` to `to` and waits for the receipt. */
  sendEther(from: Account, to: Address, value: bigint): Promise<void>
  /** Transfers `amount` (smallest units) of a token and waits for the receipt. */
  sendToken(from: Account, token: Address, to: Address, amount: bigint): Promise<void>
  /** Sets an oracle price (8 decimals) as its owner, the deployer. */
  setPrice(asset: Address, currency: FiatCurrency, price: bigint): Promise<void>
  stop(): Promise<void>
}

/**
 * A fresh anvil with the dev contracts of `@foyer/devchain` (FUSD and FOY funding the test
 * accounts, the FoyerPriceOracle with the dev prices, the collection), and real transactions on it.
 */
export async function startDevChain(chainId = 31337): Promise<DevChain> {
  const anvil = await startAnvil({ chainId, port: 0 })
  try {
    const { rpcUrl } = anvil
    const deployment = await deployDevContracts({
      chainId,
      rpcUrl,
      publicApiUrl: 'http://localhost:8787',
    })
    const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
    const wallet = (account: Account) => createWalletClient({ account, transport: http(rpcUrl) })
    const mined = async (hash: Hash) => {
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
    }
    const oracle = deployment.priceOracle
    return {
      rpcUrl,
      deployment,
      sendEther: async (from, to, value) =>
        mined(await wallet(from).sendTransaction({ to, value, chain: null })),
      sendToken: async (from, token, to, amount) =>
        mined(
          await wallet(from).writeContract({
            address: token,
            abi: foyerTokenAbi,
            functionName: 'transfer',
            args: [to, amount],
            chain: null,
          }),
        ),
      setPrice: async (asset, currency, price) => {
        if (!oracle) throw new Error('The dev deployment has no price oracle')
        await mined(
          await wallet(deployerAccount).writeContract({
            address: oracle,
            abi: foyerPriceOracleAbi,
            functionName: 'setPrice',
            args: [asset, currencyKey(currency), price],
            chain: null,
          }),
        )
      },
      stop: anvil.stop,
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/** Test account `index` of the anvil mnemonic (0–9, each holding 10,000 ETH, FUSD and FOY). */
export function testAccount(index: number): HDAccount {
  const account = testAccounts[index]
  if (!account) throw new Error(`There is no test account ${index}`)
  return account
}
