import type { ChainDeployment, TokenDeployment } from '@foyer/protocol'
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { deployerAccount, testAddresses } from '../accounts/testAccounts'
import { foyerTokenAbi, foyerTokenBytecode } from '../contracts/foyerTokenArtifact'
import { DEV_TOKENS, type DevToken } from './devTokens'

export interface DeployDevTokensOptions {
  chainId: number
  rpcUrl: string
}

/** Gas money the deployer gets (with `anvil_setBalance`) before its first deployment. */
const DEPLOYER_BALANCE = parseEther('100')

/**
 * Deploys the dev tokens, each funding the test accounts, at addresses fixed by the deployer's
 * nonce. Idempotent: tokens already at their address are checked and left alone (no
 * transaction), so a chain resumed from its state file keeps its tokens and balances.
 */
export async function deployDevTokens({
  chainId,
  rpcUrl,
}: DeployDevTokensOptions): Promise<ChainDeployment> {
  const chain = defineChain({
    id: chainId,
    name: `Foyer dev chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ chain, transport })
  const answered = await client.getChainId()
  if (answered !== chainId) {
    throw new Error(`${rpcUrl} is chain ${answered}, not the configured chain ${chainId}`)
  }
  const tokens: TokenDeployment[] = []
  for (const [index, token] of DEV_TOKENS.entries()) {
    const address = getContractAddress({ from: deployerAccount.address, nonce: BigInt(index) })
    const code = await client.getCode({ address })
    if (code === undefined || code === '0x') {
      const nonce = await client.getTransactionCount({ address: deployerAccount.address })
      if (nonce !== index) {
        throw new Error(
          `Cannot deploy ${token.symbol} on chain ${chainId} at ${address}: the deployer ` +
            `${deployerAccount.address} has nonce ${nonce}, expected ${index}`,
        )
      }
      await fundDeployer(client, chain, rpcUrl)
      await deployToken(client, chain, rpcUrl, token)
    }
    tokens.push(await readToken(client, address, token, chainId))
  }
  return { chainId, rpcUrl, tokens }
}

async function fundDeployer(client: PublicClient, chain: Chain, rpcUrl: string): Promise<void> {
  const balance = await client.getBalance({ address: deployerAccount.address })
  if (balance >= DEPLOYER_BALANCE / 2n) return
  const testClient = createTestClient({ chain, mode: 'anvil', transport: http(rpcUrl) })
  await testClient.setBalance({ address: deployerAccount.address, value: DEPLOYER_BALANCE })
}

async function deployToken(
  client: PublicClient,
  chain: Chain,
  rpcUrl: string,
  token: DevToken,
): Promise<void> {
  const wallet = createWalletClient({ account: deployerAccount, chain, transport: http(rpcUrl) })
  const amount = token.amountPerAccount * 10n ** BigInt(token.decimals)
  const hash = await wallet.deployContract({
    abi: foyerTokenAbi,
    bytecode: foyerTokenBytecode,
    args: [token.name, token.symbol, token.decimals, [...testAddresses], amount],
  })
  // A reverted deployment leaves no code at the address: readToken reports it.
  await client.waitForTransactionReceipt({ hash })
}

/** Reads the token back, and refuses a contract at the address that is not this token. */
async function readToken(
  client: PublicClient,
  address: Address,
  token: DevToken,
  chainId: number,
): Promise<TokenDeployment> {
  const contract = { address, abi: foyerTokenAbi } as const
  const [name, symbol, decimals] = await Promise.all([
    client.readContract({ ...contract, functionName: 'name' }),
    client.readContract({ ...contract, functionName: 'symbol' }),
    client.readContract({ ...contract, functionName: 'decimals' }),
  ]).catch(() => [undefined, undefined, undefined] as const)
  if (name !== token.name || symbol !== token.symbol || decimals !== token.decimals) {
    throw new Error(
      `The contract at ${address} on chain ${chainId} is not ${token.symbol} ` +
        `(found ${symbol ?? 'no token'}); reset this chain's state to redeploy`,
    )
  }
  return { address, name, symbol, decimals }
}
