import { useFoyerTheme } from '@foyer/react'
import { strings } from '../strings'

export function ThemePanel() {
  const { themeMode, setThemeMode } = useFoyerTheme()
  return (
    <section className="panel" aria-labelledby="theme-title">
      <h2 id="theme-title">{strings.theme}</h2>
      <button
        type="button"
        aria-pressed={themeMode === 'light'}
        onClick={() => setThemeMode('light')}
      >
        {strings.light}
      </button>
      <button
        type="button"
        aria-pressed={themeMode === 'dark'}
        onClick={() => setThemeMode('dark')}
      >
        {strings.dark}
      </button>
    </section>
  )
}
