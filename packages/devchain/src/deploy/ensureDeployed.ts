import { type Address, getContractAddress, type Hex } from 'viem'
import type { DeployerSession, DeployerWallet } from './deployerSession'

/**
 * The address of the contract the session's deployer creates with `nonce`, deploying it first when no
 * code is there. Refuses to deploy when the deployer's nonce has moved past `nonce` (the
 * contract would land elsewhere). What the code at the address is, the caller checks.
 */
export async function ensureDeployed(
  session: DeployerSession,
  nonce: number,
  label: string,
  deploy: (wallet: DeployerWallet) => Promise<Hex>,
): Promise<Address> {
  const deployer = session.account.address
  const address = getContractAddress({ from: deployer, nonce: BigInt(nonce) })
  const code = await session.client.getCode({ address })
  if (code !== undefined && code !== '0x') return address
  const current = await session.client.getTransactionCount({ address: deployer })
  if (current !== nonce) {
    throw new Error(
      `Cannot deploy ${label} on chain ${session.chainId} at ${address}: the deployer ` +
        `${deployer} has nonce ${current}, expected ${nonce}`,
    )
  }
  await session.transact(`Deploying ${label}`, deploy)
  return address
}
