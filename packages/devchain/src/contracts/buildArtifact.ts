import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { compileFoyerToken } from './compileFoyerToken'
import { renderArtifact } from './renderArtifact'

/** Regenerates `foyerTokenArtifact.ts` (run with `npm run build:contracts -w @foyer/devchain`). */
const target = fileURLToPath(new URL('foyerTokenArtifact.ts', import.meta.url))
await writeFile(target, renderArtifact(await compileFoyerToken()))
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' })
console.log(`Wrote ${target}`)
