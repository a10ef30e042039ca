import { useCallback, useState } from 'react'
import { type DemoSettings, needsReload, settingsFromQuery, withSettings } from './settings'

/**
 * The playground's settings and their setter: a live setting replaces the page's URL (a reload
 * keeps it), a createFoyer option loads the page again with it.
 */
export function useDemoSettings() {
  const [settings, setSettings] = useState(() => settingsFromQuery(window.location.search))
  const update = useCallback(
    (patch: Partial<DemoSettings>) => {
      const next = { ...settings, ...patch }
      const href = withSettings(window.location.href, next)
      if (needsReload(settings, next)) {
        window.location.assign(href)
        return
      }
      window.history.replaceState(window.history.state, '', href)
      setSettings(next)
    },
    [settings],
  )
  return { settings, update }
}
