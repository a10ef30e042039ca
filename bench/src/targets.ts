import type { InlineConfig } from 'vite'
import { BASELINE_ROOT, DEMO_CONFIG, DEMO_ROOT, OUT_DIR } from './paths'

/** A page the benchmarks build and open: its vite config and where its build goes. */
export interface BenchTarget {
  name: 'demo' | 'baseline'
  outDir: string
  config: InlineConfig
}

export async function benchTargets(): Promise<BenchTarget[]> {
  const { default: react } = await import('@vitejs/plugin-react')
  return [
    {
      name: 'demo',
      outDir: `${OUT_DIR}demo`,
      config: { root: DEMO_ROOT, configFile: DEMO_CONFIG },
    },
    {
      name: 'baseline',
      outDir: `${OUT_DIR}baseline`,
      config: {
        root: BASELINE_ROOT,
        configFile: false,
        plugins: [react()],
        build: { target: 'es2022' },
      },
    },
  ]
}
