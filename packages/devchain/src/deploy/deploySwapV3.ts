import type { SwapDeployment } from '@foyer/protocol'
import { type Address, concat, encodeAbiParameters } from 'viem'
import { foyerV3LiquidityBytecode } from '../contracts/foyerV3LiquidityArtifact'
import {
  type Creation,
  create2Address,
  ensureCreate2Deployed,
  requireCreate2Deployer,
  ZERO_SALT,
} from './create2Deployment'
import type { DeployerSession } from './deployerSession'
import { uniswapV3Artifact } from './uniswapV3Artifacts'

export type SwapV3Deployment = NonNullable<SwapDeployment['v3']>

/**
 * The Uniswap V3 factory, SwapRouter and QuoterV2 over `weth` (the V2 market's WETH9), and the
 * FoyerV3Liquidity helper that seeds the pools, each through the CREATE2 factory with the zero
 * salt, in deployment order. The factory's owner is the CREATE2 factory (its `msg.sender`): nobody
 * can change its fee tiers, which is what a dev chain wants.
 */
function creations(weth: Address): Record<'factory' | 'router' | 'quoter' | 'liquidity', Creation> {
  const factory = { salt: ZERO_SALT, code: uniswapV3Artifact('UniswapV3Factory').bytecode }
  const peripheryArgs = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }],
    [create2Address(factory), weth],
  )
  return {
    factory,
    router: {
      salt: ZERO_SALT,
      code: concat([uniswapV3Artifact('SwapRouter').bytecode, peripheryArgs]),
    },
    quoter: {
      salt: ZERO_SALT,
      code: concat([uniswapV3Artifact('QuoterV2').bytecode, peripheryArgs]),
    },
    liquidity: { salt: ZERO_SALT, code: foyerV3LiquidityBytecode },
  }
}

/** Where {@link deploySwapV3} puts the V3 market: the same on every chain (for the same WETH). */
export function swapV3Addresses(weth: Address): SwapV3Deployment {
  const { factory, router, quoter } = creations(weth)
  return {
    factory: create2Address(factory),
    router: create2Address(router),
    quoter: create2Address(quoter),
  }
}

/** Where {@link deploySwapV3} puts the FoyerV3Liquidity helper. */
export const v3LiquidityAddress = (weth: Address): Address =>
  create2Address(creations(weth).liquidity)

/**
 * Deploys a Uniswap V3 market (the factory, SwapRouter and QuoterV2 from the npm artifacts, over
 * the V2 market's WETH9) and the liquidity helper through the CREATE2 factory, each only when no
 * code is at its address. Idempotent. The pools come after: see seedDevPoolsV3.
 */
export async function deploySwapV3(
  session: DeployerSession,
  weth: Address,
): Promise<SwapV3Deployment> {
  await requireCreate2Deployer(session)
  for (const [name, creation] of Object.entries(creations(weth))) {
    await ensureCreate2Deployed(session, `Uniswap V3 ${name}`, creation)
  }
  return swapV3Addresses(weth)
}
