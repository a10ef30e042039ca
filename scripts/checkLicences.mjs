// `node scripts/checkLicences.mjs`: fails when an installed package is under a licence that
// forbids using it with our own servers (the WalletConnect or Reown community licences).
// GPL packages pass: the two we install are dev dependencies of the private @foyer/devchain used
// apart from our code, never imported, linked or bundled into it — @pimlico/alto, run as a
// separate process, and the Uniswap V2 contracts (@uniswap/v2-core, v2-periphery), deployed only
// as bytecode on the local dev chains (docs/architecture.md#devchain-and-apps).
import { fileURLToPath } from 'node:url'
import { findForbiddenLicences } from './licences/forbiddenLicences.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const found = findForbiddenLicences(root)
if (found.length === 0) {
  console.log('licences: no installed package forbids use with our own servers')
} else {
  for (const { name, version, path, licence } of found) {
    console.error(`licences: ${name}@${version} (${path}) is under /${licence}/`)
  }
  console.error('Pin the last open release (see FACTS.md) with an npm override.')
  process.exit(1)
}
