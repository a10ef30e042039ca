import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

// Workspace packages resolve to their sources (the `@foyer/source` export condition); apps that install
// the packed packages get `dist`.

/** The benchmarks' unit tests (their pure helpers; never timings). */
export default defineProject({
  resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@foyer/source', ...defaultServerConditions] } },
  test: { name: 'bench', environment: 'node', root: import.meta.dirname },
})
