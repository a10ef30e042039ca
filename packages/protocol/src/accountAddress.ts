import { isAddress } from 'viem'
import { isBitcoinAddress } from './bitcoinAddress'
import { bitcoinNetworkOf } from './bitcoinChains'
import { parseCaipAddress, parseCaipNetworkId } from './caip'
import { isSolanaAddress } from './solana/solanaAddress'

/**
 * Whether `address` is an account of the chain `chainId` (CAIP-2): eip155 a 20-byte hex address
 * (EIP-55 checksum checked when mixed case), solana a base58 ed25519 public key, bip122 an
 * address of that chain's network (mainnet `bc1…`/`1…`/`3…`, testnet `tb1…`/`m…`/`n…`/`2…`).
 * Other namespaces, and bip122 chains Foyer does not know, are never valid here.
 */
export function isAccountAddress(chainId: string, address: string): boolean {
  const network = parseCaipNetworkId(chainId)
  switch (network?.namespace) {
    case 'eip155':
      return isAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    case 'bip122': {
      const bitcoinNetwork = bitcoinNetworkOf(chainId)
      return bitcoinNetwork !== undefined && isBitcoinAddress(address, bitcoinNetwork)
    }
    default:
      return false
  }
}

/** Whether `value` is a CAIP-10 account id whose address is an account of its chain. */
export function isCaipAccount(value: string): boolean {
  const account = parseCaipAddress(value)
  return account !== undefined && isAccountAddress(account.networkId, account.address)
}
