import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { type Deployments, deploymentsSchema } from '@foyer/protocol'

/**
 * Validates and writes `deployments.json`. The file is replaced atomically (write, then rename)
 * so a reader never sees half of it.
 */
export async function writeDeployments(file: string, deployments: Deployments): Promise<void> {
  const valid = deploymentsSchema.parse(deployments)
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(valid, null, 2)}\n`)
  await rename(temporary, file)
}
