import {
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type HDAccount,
  type Hex,
  type HttpTransport,
  http,
  type PublicClient,
  parseEther,
  type WalletClient,
} from 'viem'
import { deployerAccount } from '../accounts/testAccounts'

export type DeployerWallet = WalletClient<HttpTransport, Chain, HDAccount>

/** The deployer's clients on one dev chain, and how it sends a transaction there. */
export interface DeployerSession {
  chainId: number
  /** The account that sends (the token deployer unless told). */
  account: HDAccount
  rpcUrl: string
  client: PublicClient
  /**
   * Sends one transaction from the deployer (given gas money first, once per session, with
   * `anvil_setBalance`) and waits until it is mined; throws naming `what` when it reverted.
   */
  transact(what: string, send: (wallet: DeployerWallet) => Promise<Hex>): Promise<void>
}

/** Gas money the deployer gets before its first transaction when it is low. */
export const DEPLOYER_BALANCE = parseEther('100')

export function deployerSession(
  chainId: number,
  rpcUrl: string,
  account: HDAccount = deployerAccount,
): DeployerSession {
  const chain = defineChain({
    id: chainId,
    name: `Foyer dev chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  // A local chain mines at once: poll for receipts often, not every 4 s (viem's default).
  const client = createPublicClient({ chain, transport, pollingInterval: 50 })
  const wallet = createWalletClient({ account, chain, transport })
  let funded: Promise<void> | undefined
  const fund = async () => {
    const balance = await client.getBalance({ address: account.address })
    if (balance >= DEPLOYER_BALANCE / 2n) return
    const testClient = createTestClient({ chain, mode: 'anvil', transport })
    await testClient.setBalance({ address: account.address, value: DEPLOYER_BALANCE })
  }
  return {
    chainId,
    account,
    rpcUrl,
    client: client as PublicClient,
    async transact(what, send) {
      funded ??= fund()
      await funded
      const hash = await send(wallet)
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') {
        throw new Error(`${what} on chain ${chainId} failed: transaction ${hash} reverted`)
      }
    },
  }
}
