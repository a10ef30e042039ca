/** What the wallet remembers for the page's origin across reloads, like a real wallet does. */
export interface WalletMemory {
  connected: boolean
  accountIndex: number
  chainId: number
}

const KEY = '__foyerTestWallet'

export function loadWalletMemory(): Partial<WalletMemory> {
  try {
    const raw = window.localStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as Partial<WalletMemory>) : {}
  } catch {
    return {}
  }
}

export function saveWalletMemory(memory: WalletMemory): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(memory))
  } catch {
    // Storage denied (opaque origin): the wallet then forgets on reload.
  }
}
