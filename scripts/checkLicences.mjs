// `node scripts/checkLicences.mjs`: fails when an installed package is under a licence that
// forbids using it with our own servers (the WalletConnect or Reown community licences).
// GPL packages pass: the ones we install are dev dependencies of the private @foyer/devchain used
// apart from our code, never imported, linked or bundled into it — @pimlico/alto, run as a
// separate process, and the Uniswap V2 and V3 contracts (@uniswap/v2-core, v2-periphery,
// v3-core, v3-periphery), deployed only as bytecode on the local dev chains
// (docs/architecture.md#devchain-and-apps). v3-core's package says BUSL-1.1, but its LICENSE's
// Change Date (2023-04-01) has passed: it is GPL-2.0-or-later now, as v3-periphery is.
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
