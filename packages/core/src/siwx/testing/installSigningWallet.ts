import type { EIP1193Provider, LocalAccount } from 'viem'
import { createScriptedWallet } from '../../testing/scriptedWallet'

/** The rdns the wallet announces itself with (its connector id). */
export const SIGNING_WALLET_RDNS = 'dev.foyer.scripted'

/**
 * The scripted browser wallet (announced by EIP-6963) as `account`, which also answers
 * `personal_sign` with the account's key, or refuses (4001) as a visitor would when
 * `signing.next` is 'reject'. Returns a cleanup that stops announcing it.
 */
export function installSigningWallet(account: LocalAccount) {
  const wallet = createScriptedWallet({ chainId: 31337, address: account.address })
  const signing = { next: 'accept' as 'accept' | 'reject', requests: 0 }
  const provider = {
    ...wallet.provider,
    async request(args: { method: string; params?: unknown }) {
      if (args.method !== 'personal_sign') return wallet.provider.request(args as never)
      signing.requests += 1
      if (signing.next === 'reject') {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      const [raw] = args.params as [`0x${string}`]
      return account.signMessage({ message: { raw } })
    },
  } as EIP1193Provider
  const info = {
    uuid: 'a7b5c3d2-0000-4000-8000-000000000002',
    name: 'Scripted',
    icon: 'data:image/svg+xml,<svg/>',
    rdns: SIGNING_WALLET_RDNS,
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  const uninstall = () => window.removeEventListener('eip6963:requestProvider', announce)
  return { wallet, signing, uninstall }
}
