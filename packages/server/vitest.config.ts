import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    globalSetup: ['src/test/globalSetup.ts'],
    hookTimeout: 30_000,
    testTimeout: 20_000,
  },
})
