import type { Address } from 'viem'

/** The deployer found another contract at the address of a dev contract. */
export function wrongContractError(
  chainId: number,
  address: Address,
  label: string,
  found: string,
): Error {
  return new Error(
    `The contract at ${address} on chain ${chainId} is not ${label} (found ${found}); ` +
      "reset this chain's state to redeploy",
  )
}
