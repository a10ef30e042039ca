// `node scripts/checkLicences.mjs`: fails when an installed package is under a licence that
// forbids using it with our own servers (the WalletConnect or Reown community licences).
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
