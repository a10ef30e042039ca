import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { writePgliteTemplate } from './pgliteTemplate'
import { startPostgresCluster } from './postgresCluster'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway Postgres cluster shared by the server tests. */
    postgresUrl: string
    /** Tarball of an empty PGlite data directory. */
    pgliteTemplate: string
  }
}

/** Starts one Postgres cluster and one PGlite template for the whole server test run. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-server-tests-'))
  const pgliteTemplate = join(dir, 'pglite.tar')
  const [cluster] = await Promise.all([startPostgresCluster(), writePgliteTemplate(pgliteTemplate)])
  project.provide('postgresUrl', cluster.url)
  project.provide('pgliteTemplate', pgliteTemplate)
  return async () => {
    await cluster.stop()
    await rm(dir, { recursive: true, force: true })
  }
}
