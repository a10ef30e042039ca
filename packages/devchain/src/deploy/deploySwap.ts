import type { SwapDeployment } from '@foyer/protocol'
import { type Address, concat, encodeAbiParameters } from 'viem'
import {
  type Creation,
  create2Address,
  ensureCreate2Deployed,
  requireCreate2Deployer,
  ZERO_SALT,
} from './create2Deployment'
import type { DeployerSession } from './deployerSession'
import { uniswapV2Artifact } from './uniswapV2Artifacts'

/**
 * WETH9, the Uniswap V2 factory (its `feeToSetter` is `owner`) and Router02 over both, each
 * through the CREATE2 factory with the zero salt, in deployment order.
 */
function creations(owner: Address): Record<'weth' | 'factory' | 'router', Creation> {
  const weth = { salt: ZERO_SALT, code: uniswapV2Artifact('WETH9').bytecode }
  const factory = {
    salt: ZERO_SALT,
    code: concat([
      uniswapV2Artifact('UniswapV2Factory').bytecode,
      encodeAbiParameters([{ type: 'address' }], [owner]),
    ]),
  }
  const router = {
    salt: ZERO_SALT,
    code: concat([
      uniswapV2Artifact('UniswapV2Router02').bytecode,
      encodeAbiParameters(
        [{ type: 'address' }, { type: 'address' }],
        [create2Address(factory), create2Address(weth)],
      ),
    ]),
  }
  return { weth, factory, router }
}

/** Where {@link deploySwap} puts the market: the same on every chain (for the same owner). */
export function swapAddresses(owner: Address): SwapDeployment {
  const { weth, factory, router } = creations(owner)
  return {
    factory: create2Address(factory),
    router: create2Address(router),
    weth: create2Address(weth),
  }
}

/**
 * Deploys a Uniswap V2 market (WETH9, the factory, Router02, from the npm artifacts) through the
 * CREATE2 factory, each only when no code is at its address. Idempotent. The pools come after:
 * see seedDevPools.
 */
export async function deploySwap(session: DeployerSession): Promise<SwapDeployment> {
  await requireCreate2Deployer(session)
  for (const [name, creation] of Object.entries(creations(session.account.address))) {
    await ensureCreate2Deployed(session, name, creation)
  }
  return swapAddresses(session.account.address)
}
