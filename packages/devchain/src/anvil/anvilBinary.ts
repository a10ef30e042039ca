import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
}

/** Path of the anvil binary shipped by `@foundry-rs/anvil`'s platform package. */
export function anvilBinary(platform = process.platform, arch = process.arch): string {
  const suffix = PLATFORM_PACKAGES[`${platform}-${arch}`]
  if (!suffix) throw new Error(`@foundry-rs/anvil has no binary for ${platform}-${arch}`)
  const require = createRequire(import.meta.url)
  const fromAnvil = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
  const packageJson = fromAnvil.resolve(`@foundry-rs/anvil-${suffix}/package.json`)
  return join(dirname(packageJson), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil')
}
