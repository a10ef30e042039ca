/** What the wallet remembers across reloads: the active account and chain. */
export interface Preferences {
  accountIndex?: number
  chainId?: number
}

/** The part of Web Storage (localStorage) the preferences use. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>

const KEY = 'foyer-wallet:preferences'

export function loadPreferences(storage: PreferenceStorage | undefined): Preferences {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}')
    if (typeof value !== 'object' || value === null) return {}
    const { accountIndex, chainId } = value as Record<string, unknown>
    return {
      ...(Number.isInteger(accountIndex) ? { accountIndex: accountIndex as number } : {}),
      ...(Number.isInteger(chainId) ? { chainId: chainId as number } : {}),
    }
  } catch {
    return {}
  }
}

export function savePreferences(storage: PreferenceStorage | undefined, preferences: Preferences) {
  try {
    storage?.setItem(KEY, JSON.stringify(preferences))
  } catch {
    // Storage full or refused (a private window): the choice lasts until the page closes.
  }
}
