import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

/** A compiled contract of the Uniswap V2 npm packages (their bytecode has no `0x`). */
export interface UniswapV2Artifact {
  abi: Abi
  bytecode: Hex
}

const PATHS = {
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
} as const

/**
 * A Uniswap V2 contract as the npm packages compiled it (GPL-3.0: only deployed as bytecode on the
 * dev chains, never built into anything of ours; docs/architecture.md#devchain-and-apps).
 */
export function uniswapV2Artifact(name: keyof typeof PATHS): UniswapV2Artifact {
  const { abi, bytecode } = require(PATHS[name]) as { abi: Abi; bytecode: string }
  return { abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex }
}
