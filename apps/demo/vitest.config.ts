import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

// Workspace packages resolve to their sources (the `@foyer/source` export condition).
export default defineProject({
  resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@foyer/source', ...defaultServerConditions] } },
  test: { name: 'demo', environment: 'node' },
})
