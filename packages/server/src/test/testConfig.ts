import { type Config, loadConfig } from '../config/loadConfig'

/** A config as the server would load it from `env`, quiet by default. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ...env })
}
