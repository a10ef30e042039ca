import {
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { Network } from '../../../networks/network'
import { fromBase58 } from '../base58'
import { solanaRpc } from '../solanaRpc'

/**
 * A Wallet Standard wallet holding `signer`'s key: `solana:signTransaction` always and
 * `solana:signAndSendTransaction` unless `signOnly` (sent to `network`'s node); `rejectWith` is
 * what signAndSend throws instead (the user's refusal). Records the calls.
 */
export function signingSolanaWallet(
  signer: KeyPairSigner,
  network: Network,
  { signOnly = false, rejectWith }: { signOnly?: boolean; rejectWith?: unknown } = {},
) {
  const calls: string[] = []
  const chains = ['solana:localnet'] as const
  const account: WalletAccount = {
    address: signer.address,
    publicKey: new Uint8Array(32),
    chains,
    features: ['solana:signTransaction'],
  }
  const sign = async (bytes: Uint8Array) => {
    const transaction = getTransactionDecoder().decode(bytes)
    const signed = await partiallySignTransaction([signer.keyPair], transaction)
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }
  const features: Record<`${string}:${string}`, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async () => ({ accounts: [account] }),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy'],
      async signTransaction(...inputs: { transaction: Uint8Array }[]) {
        calls.push('solana:signTransaction')
        return Promise.all(
          inputs.map(async ({ transaction }) => ({ signedTransaction: await sign(transaction) })),
        )
      },
    },
  }
  if (!signOnly) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy'],
      async signAndSendTransaction(
        ...inputs: { transaction: Uint8Array; chain: string; options?: object }[]
      ) {
        calls.push('solana:signAndSendTransaction')
        if (rejectWith) throw rejectWith
        return Promise.all(
          inputs.map(async ({ transaction, chain }) => {
            if (chain !== 'solana:localnet') throw new Error(`Unexpected chain ${chain}`)
            const signed = await sign(transaction)
            const signature = await solanaRpc<string>(network, 'sendTransaction', [
              Buffer.from(signed).toString('base64'),
              { encoding: 'base64', preflightCommitment: 'confirmed' },
            ])
            return { signature: fromBase58(signature) }
          }),
        )
      },
    }
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: `Signing wallet ${crypto.randomUUID()}`,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    accounts: [account],
    features,
  }
  return { wallet, calls }
}
