import { useEffect } from 'react'

type Loadable = { get(): { key: string | undefined; status: string }; load(): Promise<void> }

/**
 * Loads `list` when a view shows it and it does not hold `key`'s data yet (first time, or the
 * account or network changed); switching back to a tab that has its data asks nothing.
 */
export function useLoadFor(list: Loadable | undefined, key: string | undefined): void {
  useEffect(() => {
    if (!list || !key) return
    const { key: held, status } = list.get()
    if (held !== key || status === 'idle') void list.load()
  }, [list, key])
}
