import { DEFAULT_ACCENT, DEFAULT_RADIUS, type DemoSettings, RADII } from './settings'
import { DEMO_SWITCHES } from './switches'

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`

/**
 * The code of the playground's configuration: a createFoyer call and the FoyerProvider around a
 * ConnectButton, with only what differs from the kit's defaults (what a dapp would write).
 */
export function codeSnippet(settings: DemoSettings, siwxStatement: string): string {
  const options: string[] = [
    "  projectId: 'YOUR_PROJECT_ID',",
    '  networks: [mainnet, base].map((chain) => fromViemChain(chain)),',
    "  metadata: { name: 'My dapp', url: 'https://example.com' },",
  ]
  if (settings.theme === 'dark') options.push("  themeMode: 'dark',")
  if (settings.theme === 'auto') {
    options.push(
      "  themeMode: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',",
    )
  }
  const variables: string[] = []
  if (settings.accent !== DEFAULT_ACCENT) {
    variables.push(`    '--foyer-accent': ${quote(settings.accent)},`)
  }
  if (settings.radius !== DEFAULT_RADIUS) {
    variables.push(`    '--foyer-border-radius-master': ${quote(RADII[settings.radius])},`)
  }
  if (variables.length > 0) options.push('  themeVariables: {', ...variables, '  },')
  const features: string[] = []
  for (const name of DEMO_SWITCHES) {
    const value = settings.switches[name]
    if (value !== undefined) features.push(`    ${name}: ${value},`)
  }
  if (settings.order) {
    features.push(`    connectMethodsOrder: [${settings.order.map(quote).join(', ')}],`)
  }
  if (features.length > 0) options.push('  features: {', ...features, '  },')
  if (settings.siwx !== 'off') {
    options.push(
      '  siwx: {',
      ...(settings.siwx === 'required' ? ['    required: true,'] : []),
      `    statement: ${quote(siwxStatement)},`,
      '  },',
    )
  }

  const props: string[] = []
  if (settings.showBalance !== undefined) props.push(`showBalance={${settings.showBalance}}`)
  if (settings.accountStatus) props.push(`accountStatus=${JSON.stringify(settings.accountStatus)}`)
  if (settings.chainStatus) props.push(`chainStatus=${JSON.stringify(settings.chainStatus)}`)
  const button = props.length > 0 ? `<ConnectButton ${props.join(' ')} />` : '<ConnectButton />'

  return [
    "import { createFoyer, fromViemChain } from '@foyer/core'",
    "import { ConnectButton, FoyerProvider } from '@foyer/react'",
    "import { base, mainnet } from 'viem/chains'",
    '',
    'const foyer = createFoyer({',
    ...options,
    '})',
    '',
    'export function App() {',
    '  return (',
    '    <FoyerProvider foyer={foyer}>',
    `      ${button}`,
    '    </FoyerProvider>',
    '  )',
    '}',
    '',
  ].join('\n')
}
