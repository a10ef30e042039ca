import { NETWORK, p2tr, p2wpkh, TEST_NETWORK, utils } from '@scure/btc-signer'
import { hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Which addresses the test wallet gives: the sats-connect purposes. */
export type BitcoinPurpose = 'payment' | 'ordinals'
export type BitcoinTestNetwork = 'mainnet' | 'testnet'

export interface BitcoinTestKey {
  purpose: BitcoinPurpose
  privateKey: Uint8Array
  /** 33-byte compressed key (payment) or 32-byte x-only internal key (ordinals). */
  publicKey: Uint8Array
  address: string
  /** The address's output script. */
  script: Uint8Array
}

/** Fixed test keys (never secrets): one for the P2WPKH payment address, one for P2TR ordinals. */
const PRIVATE_KEYS: Record<BitcoinPurpose, `0x${string}`> = {
  payment: '0x1111111111111111111111111111111111111111111111111111111111111111',
  ordinals: '0x2222222222222222222222222222222222222222222222222222222222222222',
}

/** The compressed secp256k1 public key of `privateKey` (viem gives it uncompressed). */
function compressedPublicKey(privateKey: `0x${string}`): Uint8Array {
  const full = hexToBytes(privateKeyToAccount(privateKey).publicKey)
  const x = full.slice(1, 33)
  const yOdd = ((full[64] ?? 0) & 1) === 1
  return new Uint8Array([yOdd ? 3 : 2, ...x])
}

/** The test wallet's key and address for `purpose` on `network`. */
export function bitcoinTestKey(
  purpose: BitcoinPurpose,
  network: BitcoinTestNetwork,
): BitcoinTestKey {
  const net = network === 'mainnet' ? NETWORK : TEST_NETWORK
  const privateKey = hexToBytes(PRIVATE_KEYS[purpose])
  if (purpose === 'payment') {
    const publicKey = compressedPublicKey(PRIVATE_KEYS[purpose])
    const payment = p2wpkh(publicKey, net)
    return {
      purpose,
      privateKey,
      publicKey,
      address: payment.address as string,
      script: payment.script,
    }
  }
  const publicKey = utils.pubSchnorr(privateKey)
  const payment = p2tr(publicKey, undefined, net)
  return {
    purpose,
    privateKey,
    publicKey,
    address: payment.address as string,
    script: payment.script,
  }
}
