import { buildTarget } from './buildTarget'
import { kB, signedKB } from './format'
import { isMain } from './isMain'
import { type JsSizes, jsSizes } from './jsSizes'
import { benchTargets } from './targets'

/**
 * Budget for the demo's initial JS, gzip: 112.4 kB (bare React 68.1 kB) once the demo's panels
 * of later steps load lazily, with the QueryClient and after wagmi's config that only they need
 * (`bench/src/initialModules.test.ts` names what must stay out), with room for a little growth;
 * a jump means something left a lazy chunk.
 */
export const INITIAL_JS_BUDGET = 120_000

/** Sizes per target name; an Error where the build failed. */
export type BundleResult = Map<string, JsSizes | Error>

function printSizes(name: string, sizes: JsSizes): void {
  console.log(`\n${name}: initial JS ${kB(sizes.initialGzip)} gzip`)
  for (const chunk of sizes.initial) {
    console.log(`  initial  ${chunk.file}  ${kB(chunk.bytes)}  (gzip ${kB(chunk.gzip)})`)
  }
  for (const chunk of sizes.lazy) {
    console.log(`  lazy     ${chunk.file}  ${kB(chunk.bytes)}  (gzip ${kB(chunk.gzip)})`)
  }
  console.log(`  lazy total ${kB(sizes.lazyGzip)} gzip in ${sizes.lazy.length} chunks`)
}

/** Builds the demo and the bare React baseline and reports their initial and lazy JS. */
export async function bundleBench(): Promise<BundleResult> {
  const result: BundleResult = new Map()
  for (const target of await benchTargets()) {
    try {
      await buildTarget(target)
      const sizes = jsSizes(target.outDir)
      result.set(target.name, sizes)
      printSizes(target.name, sizes)
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      result.set(target.name, failure)
      console.log(`\n${target.name}: build failed: ${failure.message}`)
    }
  }
  const demo = result.get('demo')
  const baseline = result.get('baseline')
  if (demo && !(demo instanceof Error)) {
    const verdict = demo.initialGzip <= INITIAL_JS_BUDGET ? 'PASS' : 'OVER'
    const diff =
      baseline && !(baseline instanceof Error)
        ? `, baseline ${kB(baseline.initialGzip)}, difference ${signedKB(demo.initialGzip - baseline.initialGzip)}`
        : ''
    console.log(
      `\ninitial JS gzip: demo ${kB(demo.initialGzip)}${diff}; budget ${kB(INITIAL_JS_BUDGET)}: ${verdict}`,
    )
  }
  return result
}

if (isMain(import.meta.url)) await bundleBench()
