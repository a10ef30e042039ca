import { describe, expect, it } from 'vitest'
import { codeSnippet } from './codeSnippet'
import { settingsFromQuery } from './settings'

describe('codeSnippet', () => {
  it('is the bare setup for the defaults', () => {
    expect(
      codeSnippet(settingsFromQuery(''), 'Sign in.'),
    ).toBe(`import { createFoyer, fromViemChain } from '@foyer/core'
import { ConnectButton, FoyerProvider } from '@foyer/react'
import { base, mainnet } from 'viem/chains'

const foyer = createFoyer({
  projectId: 'YOUR_PROJECT_ID',
  networks: [mainnet, base].map((chain) => fromViemChain(chain)),
  metadata: { name: 'My dapp', url: 'https://example.com' },
})

export function App() {
  return (
    <FoyerProvider foyer={foyer}>
      <ConnectButton />
    </FoyerProvider>
  )
}
`)
  })

  it('writes every setting that differs from the defaults', () => {
    const code = codeSnippet(
      settingsFromQuery(
        '?theme=dark&accent=%237c3aed&radius=none&legalCheckbox=on&names=off&order=wallet,email,social&siwx=required&showBalance=off&chainStatus=icon',
      ),
      "Sign in to Bob's dapp.",
    )
    expect(code).toContain(`  themeMode: 'dark',
  themeVariables: {
    '--foyer-accent': '#7c3aed',
    '--foyer-border-radius-master': '0px',
  },
  features: {
    legalCheckbox: true,
    names: false,
    connectMethodsOrder: ['wallet', 'email', 'social'],
  },
  siwx: {
    required: true,
    statement: 'Sign in to Bob\\'s dapp.',
  },
})`)
    expect(code).toContain('<ConnectButton showBalance={false} chainStatus="icon" />')
  })

  it('follows the system for the auto theme', () => {
    expect(codeSnippet(settingsFromQuery('?theme=auto'), '')).toContain(
      "themeMode: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',",
    )
  })
})
