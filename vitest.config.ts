import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/demo',
      'apps/wallet',
      'scripts/licences',
      'scripts/pack',
      'scripts/start',
      'bench',
      'e2e',
    ],
  },
})
