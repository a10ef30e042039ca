import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { compileContract } from './compileContract'
import { DEV_CONTRACT_SOURCES } from './devContractSources'
import { renderArtifact } from './renderArtifact'

/** Regenerates every `*Artifact.ts` (run with `npm run build:contracts -w @foyer/devchain`). */
const targets: string[] = []
for (const contract of DEV_CONTRACT_SOURCES) {
  const target = fileURLToPath(new URL(contract.artifactFile, import.meta.url))
  await writeFile(target, renderArtifact(contract, await compileContract(contract)))
  targets.push(target)
}
execFileSync('npx', ['biome', 'format', '--write', ...targets], { stdio: 'inherit' })
for (const target of targets) console.log(`Wrote ${target}`)
