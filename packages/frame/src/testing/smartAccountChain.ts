import { type Bundler, deployDevContracts, startAnvil, startBundler } from '@foyer/devchain'
import type { ChainDeployment, SmartAccountNetworksResponse } from '@foyer/protocol'
import {
  type Address,
  createPublicClient,
  createTestClient,
  defineChain,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { createFakeFrameApi } from './createFakeFrameApi'
import type { FakeSmartAccountsOptions } from './fakeSmartAccountsApi'
import { frameHandlerHarness } from './frameHandlerHarness'

/** The test chain as viem knows it (anvil's default chain id). */
export const SMART_ACCOUNT_TEST_CHAIN = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1'] } },
})

export type SmartAccountFrame = ReturnType<typeof frameHandlerHarness>

export interface SmartAccountChain {
  rpcUrl: string
  bundler: Bundler
  deployment: ChainDeployment
  /** A client of the chain, polling every 50 ms. */
  client: PublicClient
  /**
   * The frame with smart accounts on chain 31337: this node and bundler, no paymaster; the
   * EIP-7702 delegation when `delegation`; `sessions` stands in for the API's sessions routes.
   */
  frame(options?: {
    delegation?: boolean
    sessions?: FakeSmartAccountsOptions['sessions']
  }): SmartAccountFrame
  /** Gives `address` 1 ETH (anvil_setBalance: no transaction). */
  fund(address: Address): Promise<void>
  /** Signs in by email and gives the visitor's account 1 ETH; answers their GET_USER. */
  visitor<User extends { address: Address }>(t: SmartAccountFrame): Promise<User>
  stop(): Promise<void>
}

/**
 * Test helper: a real chain for the frame's smart accounts: anvil (chain 31337) with the dev
 * contracts (EntryPoint, FoyerAccount factory, EIP-7702 delegation, tokens) and an alto bundler
 * on it.
 */
export async function startSmartAccountChain(): Promise<SmartAccountChain> {
  const anvil = await startAnvil({ chainId: 31337, port: 0 })
  const { rpcUrl } = anvil
  let bundler: Bundler | undefined
  const stop = async () => {
    await bundler?.stop()
    await anvil.stop()
  }
  try {
    const deployment = await deployDevContracts({
      chainId: 31337,
      rpcUrl,
      publicApiUrl: 'http://localhost:8787',
    })
    const contracts = deployment.smartAccounts
    if (!contracts) throw new Error('no smart account contracts')
    const started = await startBundler({ rpcUrl, port: 0 })
    bundler = started
    const client = createPublicClient({
      chain: SMART_ACCOUNT_TEST_CHAIN,
      transport: http(rpcUrl),
      pollingInterval: 50,
    })
    const fund = async (address: Address) => {
      await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
        address,
        value: parseEther('1'),
      })
    }
    return {
      rpcUrl,
      bundler: started,
      deployment,
      client,
      frame({ delegation = false, sessions } = {}) {
        const smartAccounts: SmartAccountNetworksResponse = {
          networks: [
            {
              chainId: 31337,
              entryPoint: contracts.entryPoint,
              accountFactory: contracts.foyerAccountFactory,
              delegation: delegation ? contracts.simple7702Account : null,
              paymaster: null,
            },
          ],
          sponsorship: {
            isEnabled: false,
            policy: { dailyOperationsPerAccount: null, allowedContracts: [] },
          },
        }
        const server = createFakeFrameApi({
          smartAccounts,
          jsonRpcUrl: (service) => (service === 'bundler' ? started.url : rpcUrl),
          ...(sessions ? { sessions } : {}),
        })
        return frameHandlerHarness({ server, rpcUrl })
      },
      fund,
      async visitor<User extends { address: Address }>(t: SmartAccountFrame) {
        await t.login()
        const user: User = await t.ok('GET_USER', {})
        await fund(user.address)
        return user
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
