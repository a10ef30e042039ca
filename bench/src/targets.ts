import { defaultClientConditions, type InlineConfig } from 'vite'
import { BASELINE_ROOT, DAPP_ROOT, DEMO_CONFIG, DEMO_ROOT, OUT_DIR } from './paths'

/** A page the benchmarks build and open: its vite config and where its build goes. */
export interface BenchTarget {
  name: 'demo' | 'dapp' | 'baseline'
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
      // Built as a dapp builds Foyer: the workspace sources, as the demo resolves them.
      name: 'dapp',
      outDir: `${OUT_DIR}dapp`,
      config: {
        root: DAPP_ROOT,
        configFile: false,
        plugins: [react()],
        resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
        build: { target: 'es2022' },
      },
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
