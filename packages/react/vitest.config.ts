import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'react', environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] },
})
