import { defineProject } from 'vitest/config'

/** The benchmarks' unit tests (their pure helpers; never timings). */
export default defineProject({
  test: { name: 'bench', environment: 'node', root: import.meta.dirname },
})
