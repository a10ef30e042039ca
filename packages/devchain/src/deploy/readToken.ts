import type { TokenDeployment } from '@foyer/protocol'
import type { Address, PublicClient } from 'viem'
import { foyerTokenAbi } from '../contracts/foyerTokenArtifact'
import type { DevToken } from './devTokens'
import { wrongContractError } from './wrongContractError'

/** Reads a dev token back, and refuses a contract at the address that is not this token. */
export async function readToken(
  client: PublicClient,
  chainId: number,
  address: Address,
  token: DevToken,
): Promise<TokenDeployment> {
  const contract = { address, abi: foyerTokenAbi } as const
  const [name, symbol, decimals] = await Promise.all([
    client.readContract({ ...contract, functionName: 'name' }),
    client.readContract({ ...contract, functionName: 'symbol' }),
    client.readContract({ ...contract, functionName: 'decimals' }),
  ]).catch(() => [undefined, undefined, undefined] as const)
  if (name !== token.name || symbol !== token.symbol || decimals !== token.decimals) {
    throw wrongContractError(chainId, address, token.symbol, symbol ?? 'no token')
  }
  return { address, name, symbol, decimals }
}
