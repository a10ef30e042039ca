import { generateKeyPair, getAddressFromPublicKey, signBytes } from '@solana/kit'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/**
 * A Wallet Standard Solana wallet for tests: a real ed25519 key (WebCrypto through @solana/kit)
 * that connects, disconnects, signs messages and can swap its account (a `change` event).
 */
export async function standardTestWallet(name = 'Test Solana Wallet') {
  const keys = await generateKeyPair()
  const address = await getAddressFromPublicKey(keys.publicKey)
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))
  const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
  const account: WalletAccount = {
    address,
    publicKey,
    chains,
    features: ['solana:signMessage'],
  }
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<ChangeListener>()
  const emit = () => {
    for (const listener of listeners) listener({ accounts })
  }
  const icon: WalletIcon = 'data:image/svg+xml;base64,PHN2Zy8+'
  const calls = { connect: 0, silentConnect: 0, disconnect: 0 }
  /** Whether the wallet trusts the page: a silent connect then gives the account, else none. */
  const state = { trusted: false }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          calls.connect++
          if (input?.silent) {
            calls.silentConnect++
            if (!state.trusted) return { accounts: [] }
          }
          state.trusted = true
          accounts = [account]
          emit()
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          calls.disconnect++
          state.trusted = false
          accounts = []
          emit()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: ChangeListener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async ({ message }) => ({
              signedMessage: message,
              signature: new Uint8Array(await signBytes(keys.privateKey, message)),
              signatureType: 'ed25519' as const,
            })),
          )
        },
      },
    },
  }
  return {
    wallet,
    address,
    publicKey: keys.publicKey,
    calls,
    /** The wallet's trust in the page (set by a connect, cleared by a disconnect), as kept by a real one. */
    state,
    /** The wallet moves to another account of its own (a new key), as after the user picks one. */
    async switchAccount() {
      const next = await generateKeyPair()
      const nextAddress = await getAddressFromPublicKey(next.publicKey)
      accounts = [
        {
          ...account,
          address: nextAddress,
          publicKey: new Uint8Array(await crypto.subtle.exportKey('raw', next.publicKey)),
        },
      ]
      emit()
      return nextAddress
    },
    /** The wallet drops the site (locked, or revoked from the wallet's side). */
    revoke() {
      accounts = []
      emit()
    },
  }
}
