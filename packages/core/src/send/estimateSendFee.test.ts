import { type Anvil, startAnvil, testAddresses } from '@foyer/devchain'
import { type Config, connect, createConfig, custom, mock } from '@wagmi/core'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devChainA } from '../networks/devChains'
import { toViemChain } from '../networks/toViemChain'
import { balanceOf } from '../testing/accountTestKit'
import { estimateSendFee } from './estimateSendFee'
import { toSendToken } from './sendToken'
import { submitTransfer } from './submitTransfer'
import type { Transfer } from './transfer'

const SENDER = testAddresses[0] as `0x${string}`
const RECEIVER = testAddresses[1] as `0x${string}`
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
})
afterAll(() => anvil.stop())

/**
 * Anvil as a network without EIP-1559 as the page reads it: its blocks lose their base fee. The
 * wallet (wagmi's mock connector) still sends to anvil itself.
 */
async function legacyNetworkConfig(): Promise<Config> {
  let id = 0
  const node = custom({
    async request({ method, params }) {
      const response = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      })
      const body = (await response.json()) as { result?: unknown; error?: unknown }
      if (body.error) throw Object.assign(new Error('RPC error'), body.error)
      if (method !== 'eth_getBlockByNumber' || !body.result) return body.result
      const { baseFeePerGas: _, ...block } = body.result as Record<string, unknown>
      return block
    },
  })
  const chain = toViemChain({ ...devChainA, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [SENDER] })],
    transports: { [chain.id]: node },
  })
  const [connector] = config.connectors
  if (connector) await connect(config, { connector })
  return config
}

describe('estimateSendFee (against anvil)', () => {
  it('on a network without a base fee, estimates the gas price and sends with it', async () => {
    const config = await legacyNetworkConfig()
    const transfer: Transfer = {
      chainId: devChainA.id as number,
      from: SENDER,
      to: RECEIVER,
      token: toSendToken(balanceOf(devChainA, { symbol: 'ETH', numeric: '1' })),
      amount: parseEther('0.25'),
    }
    const fee = await estimateSendFee(config, transfer)
    const gasPrice = fee && 'gasPrice' in fee.fees ? fee.fees.gasPrice : undefined
    expect(gasPrice).toBeGreaterThan(0n)
    expect(fee).toEqual({
      gas: 21_000n,
      feePerGas: gasPrice,
      total: 21_000n * (gasPrice ?? 0n),
      fees: { gasPrice },
    })

    const hash = await submitTransfer(config, transfer, fee)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    await client.waitForTransactionReceipt({ hash })
    expect(await client.getTransaction({ hash })).toMatchObject({
      type: 'legacy',
      gas: 21_000n,
      gasPrice,
      value: transfer.amount,
    })
  })
})
