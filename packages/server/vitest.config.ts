import { defineProject } from 'vitest/config'

export default defineProject({
  // Workspace packages from their TypeScript sources (their `@foyer/source` export condition).
  resolve: { conditions: ['@foyer/source'] },
  ssr: { resolve: { conditions: ['@foyer/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    globalSetup: ['src/test/globalSetup.ts'],
    hookTimeout: 30_000,
    testTimeout: 20_000,
  },
})
