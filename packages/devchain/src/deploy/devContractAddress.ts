import { type Address, getContractAddress } from 'viem'
import { deployerAccount, namesDeployerAccount } from '../accounts/testAccounts'

/**
 * The deployer's nonce that creates each dev contract. DEV_TOKENS[i] is created with nonce `i`
 * (0 and 1), then the price oracle and the collection. Every later transaction of the deployer
 * (prices, base URI) comes after these, so the addresses never depend on it.
 */
export const PRICE_ORACLE_NONCE = 2
export const COLLECTIBLE_NONCE = 3

/** The address of the contract the deployer creates with `nonce`: the same on every chain. */
export function devContractAddress(nonce: number): Address {
  return getContractAddress({ from: deployerAccount.address, nonce: BigInt(nonce) })
}

/**
 * The names deployer's nonces (`namesDeployerAccount`, not the token deployer): the ENS
 * registry, the offchain resolver of the names zone, and the Universal Resolver.
 */
export const ENS_REGISTRY_NONCE = 0
export const OFFCHAIN_RESOLVER_NONCE = 1
export const UNIVERSAL_RESOLVER_NONCE = 2

/** The address of the contract the names deployer creates with `nonce`. */
export function namesContractAddress(nonce: number): Address {
  return getContractAddress({ from: namesDeployerAccount.address, nonce: BigInt(nonce) })
}
