import { BITCOIN_TESTNET_CHAIN } from '@foyer/protocol'
import { secp256k1 } from '@noble/curves/secp256k1'
import { p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { hexToBytes } from 'viem'

/** The wallet's Bitcoin test key (never a secret): a P2WPKH address on Bitcoin Testnet. */
const TEST_PRIVATE_KEY = '0x4444444444444444444444444444444444444444444444444444444444444444'

export interface BitcoinKey {
  /** CAIP-2 of the network its address is on. */
  chainId: string
  privateKey: Uint8Array
  /** 33-byte compressed public key. */
  publicKey: Uint8Array
  address: string
  /** The address's output script. */
  script: Uint8Array
}

export function testBitcoinKey(): BitcoinKey {
  const privateKey = hexToBytes(TEST_PRIVATE_KEY)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const payment = p2wpkh(publicKey, TEST_NETWORK)
  return {
    chainId: BITCOIN_TESTNET_CHAIN,
    privateKey,
    publicKey,
    address: payment.address as string,
    script: payment.script,
  }
}
