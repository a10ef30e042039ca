import {
  type SwapDeployment,
  type TokenDeployment,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
} from '@foyer/protocol'
import {
  type Address,
  createTestClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  numberToHex,
  parseUnits,
  zeroAddress,
} from 'viem'
import type { DeployerSession } from './deployerSession'
import { DEV_POOLS, type DevPool } from './devPools'
import type { DevPrice } from './devPrices'

/**
 * The storage slot of `balanceOf` in FoyerToken and in WETH9 (after `name`, `symbol` and
 * `totalSupply` or `decimals`); FoyerToken keeps `totalSupply` in slot 2 (WETH9's is its balance).
 */
const BALANCE_OF_SLOT = 3n
const TOTAL_SUPPLY_SLOT = 2n

export interface PoolSide {
  address: Address
  decimals: number
  /** Whole-unit price in US dollars, 8 decimals. */
  usd8: bigint
  isWeth: boolean
}

/**
 * Creates the DEV_POOLS pairs on the market and gives each empty one its liquidity at the dev
 * prices, the LP tokens to the deployer. No value moves (the indexer tests count every native
 * transfer from genesis) and no account's tokens are spent: each side is credited to the pair
 * with `anvil_setStorageAt` (FoyerToken's total supply raised with it; WETH9 backed by
 * `anvil_setBalance` on the WETH contract, so every WETH stays redeemable), then `pair.mint`
 * counts it as liquidity. A pair that already holds reserves is left as it is: on a resumed chain
 * the market keeps the prices its swaps made.
 */
export async function seedDevPools(
  session: DeployerSession,
  swap: SwapDeployment,
  tokens: readonly TokenDeployment[],
  prices: readonly DevPrice[],
): Promise<void> {
  for (const pool of DEV_POOLS) {
    const a = side(pool.a, swap, tokens, prices)
    const b = side(pool.b, swap, tokens, prices)
    const pair = await ensurePair(session, swap.factory, a.address, b.address)
    const [reserve0, reserve1] = await session.client.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    })
    if (reserve0 > 0n || reserve1 > 0n) continue
    for (const token of [a, b]) await credit(session, token, pair, amountFor(pool, token))
    await session.transact(`Adding liquidity to ${pool.a}/${pool.b}`, (wallet) =>
      wallet.writeContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'mint',
        args: [session.account.address],
      }),
    )
  }
}

export function side(
  asset: DevPool['a'],
  swap: SwapDeployment,
  tokens: readonly TokenDeployment[],
  prices: readonly DevPrice[],
): PoolSide {
  const price = prices.find((entry) => entry.asset === asset)?.prices.usd
  if (price === undefined) throw new Error(`No dev price for ${asset}`)
  const usd8 = parseUnits(price, 8)
  if (asset === 'native') return { address: swap.weth, decimals: 18, usd8, isWeth: true }
  const token = tokens.find((entry) => entry.symbol === asset)
  if (!token) throw new Error(`No dev token ${asset}`)
  return { address: token.address, decimals: token.decimals, usd8, isWeth: false }
}

/** `depthUsd` dollars of `token` in its smallest unit. */
export function amountFor({ depthUsd }: DevPool, { decimals, usd8 }: PoolSide): bigint {
  return (depthUsd * 10n ** BigInt(decimals) * 10n ** 8n) / usd8
}

async function ensurePair(
  session: DeployerSession,
  factory: Address,
  a: Address,
  b: Address,
): Promise<Address> {
  const read = () =>
    session.client.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
  const existing = await read()
  if (existing !== zeroAddress) return existing
  await session.transact('Creating a Uniswap V2 pair', (wallet) =>
    wallet.writeContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'createPair',
      args: [a, b],
    }),
  )
  return read()
}

/**
 * Raises `holder`'s balance of `token` by `amount` (lowers it when negative) without a transfer
 * (see seedDevPools).
 */
export async function credit(
  session: DeployerSession,
  token: PoolSide,
  holder: Address,
  amount: bigint,
): Promise<void> {
  const { client } = session
  const test = createTestClient({ mode: 'anvil', transport: http(session.rpcUrl) })
  const balanceOf = () =>
    client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })
  const before = await balanceOf()
  const add = async (index: `0x${string}`) => {
    const current = await client.getStorageAt({ address: token.address, slot: index })
    await test.setStorageAt({
      address: token.address,
      index,
      value: numberToHex(BigInt(current ?? 0) + amount, { size: 32 }),
    })
  }
  await add(
    keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, BALANCE_OF_SLOT]),
    ),
  )
  if (token.isWeth) {
    const backing = await client.getBalance({ address: token.address })
    await test.setBalance({ address: token.address, value: backing + amount })
  } else {
    await add(numberToHex(TOTAL_SUPPLY_SLOT, { size: 32 }))
  }
  if ((await balanceOf()) !== before + amount) {
    throw new Error(
      `Crediting ${token.address} on chain ${session.chainId} missed its balance slot`,
    )
  }
}
