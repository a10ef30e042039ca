import type { WalletListItem } from '../connectors/composeWalletList'
import type { ConnectorListItem } from '../connectors/orderConnectors'
import type { SignIn, SignInState } from '../signIn/signIn'

type Listed = {
  connectors: { get(): { items: readonly ConnectorListItem[] } }
  signIn: SignIn
}

/** The wallet row of the listed connector `id` (as the Connect view shows it). */
export function walletRow(foyer: Listed, id: string): WalletListItem {
  const item = foyer.connectors.get().items.find((entry) => entry.connector.id === id)
  if (!item) throw new Error(`${id} is not listed`)
  return {
    section: item.section,
    key: item.connector.uid,
    name: item.connector.name,
    imageUrl: item.connector.imageUrl,
    connector: item.connector,
  }
}

/** Resolves once the sign-in under way is over (idle again, or failed). */
export function signInSettled(signIn: Pick<SignIn, 'get' | 'subscribe'>): Promise<SignInState> {
  const over = (state: SignInState) => state.status === 'idle' || state.status === 'error'
  if (over(signIn.get())) return Promise.resolve(signIn.get())
  return new Promise((resolve) => {
    const stop = signIn.subscribe((state) => {
      if (!over(state)) return
      stop()
      resolve(state)
    })
  })
}

/**
 * Signs in with the listed wallet `id` (its row chosen, once wagmi is built and the lazily loaded
 * namespace adapters have loaded, and they list it) and waits until that is over.
 */
export async function signInWithWallet(
  foyer: Listed & { wagmi: { load(): Promise<unknown> }; namespaces?: { load(): Promise<void> } },
  id: string,
): Promise<SignInState> {
  await Promise.all([foyer.wagmi.load(), foyer.namespaces?.load()])
  foyer.signIn.wallet(walletRow(foyer, id))
  return signInSettled(foyer.signIn)
}
