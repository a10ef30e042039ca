import type {
  EmailUpdateState,
  EmbeddedUserState,
  EmbeddedWallet,
  FramePromptState,
  WalletRecoveryState,
} from '@foyer/core/internal'
import { type AccountType, FoyerError } from '@foyer/protocol'
import { useEffect } from 'react'
import { useFoyer, useStore } from './useFoyer'

/**
 * The embedded wallet once loaded. With `load`, asks for it (the frame is inserted then): views
 * that exist only for the email login load it; the others just read it.
 */
export function useEmbeddedWallet(load = false): EmbeddedWallet | undefined {
  const foyer = useFoyer()
  const { value: wallet } = useStore(foyer.embedded)
  useEffect(() => {
    if (load && !wallet && foyer.embedded.enabled) {
      foyer.embedded.load().catch((error: unknown) => foyer.logger.error(String(error)))
    }
  }, [load, wallet, foyer])
  return wallet
}

const constant = <T>(value: T) => ({ get: () => value, subscribe: () => () => {} })
const IDLE_UPDATE = constant<EmailUpdateState>({
  step: 'idle',
  newEmail: undefined,
  error: undefined,
})

const NO_USER = constant<EmbeddedUserState>({})

/** Who is signed in to the embedded wallet (nobody until it is loaded). */
export function useEmbeddedUser(): EmbeddedUserState {
  return useStore(useEmbeddedWallet()?.user ?? NO_USER)
}

/** The email update's state (idle until the embedded wallet is loaded) and the wallet. */
export function useEmailUpdate() {
  const wallet = useEmbeddedWallet(true)
  return { wallet, state: useStore(wallet?.update ?? IDLE_UPDATE) }
}

const NO_PROMPT = constant<FramePromptState>({ kind: undefined })

/** What the frame asks while the page shows it (nothing until the embedded wallet is loaded). */
export function useFramePrompt(): FramePromptState {
  return useStore(useEmbeddedWallet()?.prompt ?? NO_PROMPT)
}

const IDLE_RECOVERY = constant<WalletRecoveryState>({
  status: undefined,
  busy: undefined,
  removing: undefined,
  error: undefined,
  exported: false,
})

/** The recovery methods' state (idle until the embedded wallet is loaded) and the wallet. */
export function useWalletRecovery() {
  const wallet = useEmbeddedWallet()
  return { wallet, state: useStore(wallet?.recovery ?? IDLE_RECOVERY) }
}

/**
 * The embedded wallet's account in use, the smart account or the EOA (undefined while nobody is
 * signed in), and the switch between them: it answers the type in use, the EOA where the smart
 * account cannot be had (docs/product.md#smart-accounts).
 */
export function useEmbeddedAccountType() {
  const wallet = useEmbeddedWallet()
  const { accountType } = useStore(wallet?.user ?? NO_USER)
  return {
    accountType,
    setAccountType: (type: AccountType): Promise<AccountType> =>
      wallet ? wallet.setAccountType(type) : Promise.reject(new FoyerError('NO_AUTH_CONNECTOR')),
  }
}
