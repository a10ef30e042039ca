import type { Config } from './config'
import { ConfigError, loadConfig } from './loadConfig'
import { productionProblems } from './productionProblems'

/**
 * The configuration of production mode (`foyer serve`): loadConfig, and refused — with one
 * ConfigError listing every missing, unsafe or malformed setting at once — unless it is safe to
 * serve the public (productionProblems). Dev mode is never implied: FOYER_DEV_MODE=true is a
 * refusal. Names settings, never prints a secret's value.
 */
export function loadProductionConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Config {
  const lines = productionProblems(env).map((line) => `  ${line}`)
  let config: Config | undefined
  try {
    config = loadConfig(env, cwd)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    // loadConfig's lines after its heading (`Invalid configuration:`), values already hidden.
    lines.push(...error.message.split('\n').slice(1))
  }
  if (lines.length > 0 || !config) {
    throw new ConfigError(
      `Foyer will not start in production mode; fix these settings (docs/deploy.md):\n${lines.join('\n')}`,
    )
  }
  return config
}
