import {
  MULTICALL3_ADDRESS,
  MULTICALL3_CREATION_CODE,
  uniswapV2FactoryAbi,
  uniswapV2RouterAbi,
} from '@foyer/protocol'
import {
  type Address,
  createPublicClient,
  createTestClient,
  deploylessCallViaBytecodeBytecode,
  encodeDeployData,
  type Hex,
  http,
  parseAbi,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevChain, startDevChain } from '../chain/test/devChain'
import { deploylessMulticall, swapReads } from './swapReads'

let chain: DevChain
let fusd: Address
let foy: Address
let router: Address
let factory: Address

beforeAll(async () => {
  chain = await startDevChain()
  const { swap, tokens } = chain.deployment
  if (!swap || !tokens[0] || !tokens[1]) throw new Error('no swap market on the dev chain')
  ;[fusd, foy] = [tokens[0].address, tokens[1].address]
  ;({ router, factory } = swap)
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})

/** A client of the dev chain that records the JSON-RPC calls it sends. */
function recordingClient() {
  const sent: { method: string; params: unknown[] }[] = []
  const client = createPublicClient({
    cacheTime: 0,
    transport: http(chain.rpcUrl, {
      batch: true,
      retryCount: 0,
      fetchFn: (input, init) => {
        const body: unknown = JSON.parse(String(init?.body ?? '{}'))
        sent.push(...((Array.isArray(body) ? body : [body]) as (typeof sent)[number][]))
        return fetch(input, init)
      },
    }),
  })
  return { client, sent }
}

/** The transaction an eth_call sent. */
const callOf = (sent: { params: unknown[] } | undefined) =>
  (sent?.params[0] ?? {}) as { to?: Address; data: Hex }

/** Four reads asked together: a pair, the router's amounts on it, a path with no pair, no code. */
async function readTogether(reads: ReturnType<typeof swapReads>) {
  const amount = parseUnits('10', 18)
  return Promise.all([
    reads.read({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [fusd, foy],
    }),
    reads.read({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, [fusd, foy]],
    }),
    // No pair between FUSD and an address without code: the router reverts.
    reads.read({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, [fusd, '0x000000000000000000000000000000000000dEaD']],
    }),
    // No code at all.
    reads.read({
      address: '0x000000000000000000000000000000000000dEaD',
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [fusd, foy],
    }),
  ])
}

describe('swapReads', () => {
  it('sends the reads of one turn as one aggregate3 eth_call to Multicall3, each answered apart', async () => {
    const { client, sent } = recordingClient()
    const [pair, amounts, reverted, noCode] = await readTogether(swapReads(client, 31337))
    const direct = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
    expect(pair).toBe(
      await direct.readContract({
        address: factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [fusd, foy],
      }),
    )
    expect(pair).not.toBe(zeroAddress)
    expect(amounts).toEqual(
      await direct.readContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [parseUnits('10', 18), [fusd, foy]],
      }),
    )
    expect(reverted).toBeUndefined()
    expect(noCode).toBeUndefined()
    // The dev chain has Multicall3 at its address: checked once, then one call for all four.
    expect(sent.map((call) => call.method)).toEqual(['eth_getCode', 'eth_call'])
    expect(callOf(sent[1]).to).toBe(MULTICALL3_ADDRESS)

    // A later turn is the next call; the check is not repeated.
    sent.length = 0
    await readTogether(swapReads(client, 31337))
    expect(sent.map((call) => call.method)).toEqual(['eth_call'])
  })

  it('goes deployless on a chain without Multicall3, with the same answers', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    const direct = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
    const code = await direct.getCode({ address: MULTICALL3_ADDRESS })
    if (!code) throw new Error('the dev chain has no Multicall3')
    const expected = await readTogether(swapReads(recordingClient().client, 31337))
    await test.setCode({ address: MULTICALL3_ADDRESS, bytecode: '0x' })
    try {
      const { client, sent } = recordingClient()
      expect(await readTogether(swapReads(client, 31337))).toEqual(expected)
      const [, call] = sent
      expect(call?.method).toBe('eth_call')
      const { to, data } = callOf(call)
      expect(to).toBeUndefined()
      expect(data.startsWith(deploylessCallViaBytecodeBytecode)).toBe(true)
    } finally {
      await test.setCode({ address: MULTICALL3_ADDRESS, bytecode: code })
    }
  })

  it('rejects every read when the node does not answer', async () => {
    const client = createPublicClient({
      transport: http('http://127.0.0.1:9', { retryCount: 0, timeout: 2_000 }),
    })
    await expect(readTogether(swapReads(client, 31337))).rejects.toThrow()
  })
})

describe('deploylessMulticall', () => {
  it('is what viem sends for a deployless call of Multicall3', () => {
    for (const data of [
      '0x',
      '0x82ad56cb',
      `0x${'ab'.repeat(33)}`,
      `0x${'01'.repeat(64)}`,
    ] as Hex[]) {
      expect(deploylessMulticall(data)).toBe(
        encodeDeployData({
          abi: parseAbi(['constructor(bytes, bytes)']),
          bytecode: deploylessCallViaBytecodeBytecode,
          args: [MULTICALL3_CREATION_CODE, data],
        }),
      )
    }
  })
})
