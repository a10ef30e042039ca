import { build } from 'vite'
import type { BenchTarget } from './targets'

/**
 * The modules a built page loads up front (its entry chunk and the chunks the entry imports
 * statically), by path: what a dapp's visitor downloads before the first render. Built in
 * memory, nothing written.
 */
export async function initialModules(target: BenchTarget): Promise<string[]> {
  const output = await build({
    ...target.config,
    logLevel: 'silent',
    build: { ...target.config.build, write: false },
  })
  const bundles = Array.isArray(output) ? output : [output]
  const chunks = bundles.flatMap((bundle) =>
    'output' in bundle ? bundle.output.filter((item) => item.type === 'chunk') : [],
  )
  const entries = chunks.filter((chunk) => chunk.isEntry)
  const initial = new Set(entries.flatMap((entry) => [entry.fileName, ...entry.imports]))
  return chunks
    .filter((chunk) => initial.has(chunk.fileName))
    .flatMap((chunk) => Object.keys(chunk.modules))
}
