import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

const PATHS = {
  UniswapV3Factory:
    '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  UniswapV3Pool: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  SwapRouter: '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json',
  QuoterV2: '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
} as const

/**
 * A Uniswap V3 contract as the npm packages compiled it (`@uniswap/v3-core`, GPL-2.0-or-later
 * since its licence's change date, and `v3-periphery`, GPL-2.0-or-later: only deployed as bytecode
 * on the dev chains, never built into anything of ours; docs/architecture.md#devchain-and-apps).
 */
export function uniswapV3Artifact(name: keyof typeof PATHS): { abi: Abi; bytecode: Hex } {
  const { abi, bytecode } = require(PATHS[name]) as { abi: Abi; bytecode: Hex }
  return { abi, bytecode }
}
