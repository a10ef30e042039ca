import { defineProject } from 'vitest/config'

/** Unit tests of the injected test wallets (Node); the Playwright specs are `*.spec.ts`. */
export default defineProject({
  // Workspace packages from their TypeScript sources (their `@foyer/source` export condition).
  resolve: { conditions: ['@foyer/source'] },
  ssr: { resolve: { conditions: ['@foyer/source'] } },
  test: {
    name: 'e2e-wallet',
    environment: 'node',
    include: ['wallet/**/*.test.ts'],
  },
})
