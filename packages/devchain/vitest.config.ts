import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'devchain', environment: 'node', testTimeout: 20_000 },
})
