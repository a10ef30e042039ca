import { defineProject } from 'vitest/config'

/** The packed packages: built and packed once per run (a minute or two), then listed. */
export default defineProject({
  test: {
    name: 'pack',
    environment: 'node',
    root: import.meta.dirname,
    include: ['*.test.mjs'],
    hookTimeout: 600_000,
  },
})
