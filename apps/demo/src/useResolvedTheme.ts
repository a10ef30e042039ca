import { useEffect, useState } from 'react'
import type { ThemeChoice } from './settings'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The system's colour scheme now. */
export function systemTheme(): 'light' | 'dark' {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light'
}

/** Light or dark: the choice, or with 'auto' the system's, following its changes. */
export function useResolvedTheme(choice: ThemeChoice): 'light' | 'dark' {
  const [system, setSystem] = useState(systemTheme)
  useEffect(() => {
    if (choice !== 'auto') return
    const query = window.matchMedia(DARK_QUERY)
    const onChange = () => setSystem(query.matches ? 'dark' : 'light')
    onChange()
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [choice])
  return choice === 'auto' ? system : choice
}
