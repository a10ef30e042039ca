import { ConnectButton, useFoyerTheme } from '@foyer/react'
import { lazy, Suspense, useEffect } from 'react'
import './demo.css'
import { CodePanel } from './components/CodePanel'
import { Playground } from './components/Playground'
import { WithWagmi } from './components/WithWagmi'
import { DevBanner } from './dev/DevBanner'
import { useDevStack } from './dev/useDevStack'
import { AccountPanel } from './panels/AccountPanel'
import { NetworkPanel } from './panels/NetworkPanel'
import { RADII } from './settings'
import { strings } from './strings'
import { useDemoSettings } from './useDemoSettings'
import { useResolvedTheme } from './useResolvedTheme'

/**
 * Loaded after the page: panels of later steps (they pull in wagmi's send and receipt actions
 * among others), and every panel that keeps its requests in react-query (its client loads with
 * them, in `WithQueryClient`), so that the page's first JS stays small.
 */
const WithQueryClient = lazy(() =>
  import('./components/WithQueryClient').then((module) => ({ default: module.WithQueryClient })),
)
const SignPanel = lazy(() =>
  import('./panels/SignPanel').then((module) => ({ default: module.SignPanel })),
)
const SiwxPanel = lazy(() => import('./panels/SiwxPanel'))
const SendPanel = lazy(() =>
  import('./panels/SendPanel').then((module) => ({ default: module.SendPanel })),
)
const DevTokensPanel = lazy(() =>
  import('./panels/DevTokensPanel').then((module) => ({ default: module.DevTokensPanel })),
)
const SessionPanel = lazy(() =>
  import('./panels/SessionPanel').then((module) => ({ default: module.SessionPanel })),
)
const SmartAccountPanel = lazy(() =>
  import('./panels/SmartAccountPanel').then((module) => ({ default: module.SmartAccountPanel })),
)
const PayPanel = lazy(() =>
  import('./panels/PayPanel').then((module) => ({ default: module.PayPanel })),
)
const TestFunds = lazy(() => import('./dev/TestFunds'))

export function App() {
  const { settings, update } = useDemoSettings()
  const theme = useResolvedTheme(settings.theme)
  const { setThemeMode, setThemeVariables } = useFoyerTheme()
  const devStack = useDevStack()

  // The kit's theme follows the playground; the page's own colours follow it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the setters are new on every render
  useEffect(() => {
    setThemeMode(theme)
    document.documentElement.dataset.demoTheme = theme
  }, [theme])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the setters are new on every render
  useEffect(() => {
    setThemeVariables({
      '--foyer-accent': settings.accent,
      '--foyer-border-radius-master': RADII[settings.radius],
    })
    document.documentElement.style.setProperty('--accent', settings.accent)
  }, [settings.accent, settings.radius])

  return (
    <>
      <DevBanner stack={devStack} />
      <main>
        <section className="hero" aria-labelledby="hero-title">
          <p className="eyebrow">{strings.title}</p>
          <h1 id="hero-title">{strings.heroTitle}</h1>
          <p className="lead">{strings.intro}</p>
          <div className="hero-actions">
            <ConnectButton
              {...(settings.showBalance !== undefined ? { showBalance: settings.showBalance } : {})}
              {...(settings.accountStatus ? { accountStatus: settings.accountStatus } : {})}
              {...(settings.chainStatus ? { chainStatus: settings.chainStatus } : {})}
            />
            <Suspense fallback={null}>
              <TestFunds stack={devStack} />
            </Suspense>
          </div>
        </section>
        <div className="workbench">
          <Playground settings={settings} update={update} />
          <CodePanel settings={settings} />
        </div>
        <section className="features" aria-labelledby="try-title">
          <h2 id="try-title" className="section-title">
            {strings.tryIt}
          </h2>
          <div className="grid">
            <AccountPanel />
            <NetworkPanel />
            <Suspense fallback={null}>
              <WithQueryClient>
                <Suspense fallback={null}>
                  <SignPanel />
                </Suspense>
                {/* These call wagmi's hooks: they show once Foyer has built wagmi. */}
                <WithWagmi>
                  <Suspense fallback={null}>
                    <SendPanel />
                  </Suspense>
                  <Suspense fallback={null}>
                    <SmartAccountPanel />
                  </Suspense>
                  <Suspense fallback={null}>
                    <SessionPanel />
                  </Suspense>
                </WithWagmi>
                <Suspense fallback={null}>
                  <PayPanel />
                </Suspense>
                <Suspense fallback={null}>
                  <SiwxPanel />
                </Suspense>
                <Suspense fallback={null}>
                  <DevTokensPanel />
                </Suspense>
              </WithQueryClient>
            </Suspense>
          </div>
        </section>
      </main>
    </>
  )
}
