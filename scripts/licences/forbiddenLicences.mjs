import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Licences that forbid running a package with our own servers (FACTS.md): the WalletConnect and
 * Reown community licences require their vendor's gateway.
 */
export const FORBIDDEN_LICENCES = [/WalletConnect Community License/i, /Reown Community License/i]

/** Why a licence text or field is forbidden, or undefined when it is not. */
function forbidden(text) {
  return FORBIDDEN_LICENCES.find((pattern) => pattern.test(text))?.source
}

/** The licence a package declares: its `license` field, or the file it points to. */
function declaredLicence(dir, manifest) {
  const field = manifest.license ?? manifest.licence ?? manifest.licenses ?? ''
  const text = typeof field === 'string' ? field : JSON.stringify(field)
  const file = /^SEE LICEN[CS]E IN (.+)$/i.exec(text)?.[1]
  if (file && existsSync(join(dir, file)))
    return `${text}\n${readFileSync(join(dir, file), 'utf8')}`
  return text
}

function* packageDirs(nodeModules) {
  if (!existsSync(nodeModules)) return
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() && !entry.isSymbolicLink()) continue
    if (entry.name.startsWith('.')) continue
    const path = join(nodeModules, entry.name)
    if (entry.name.startsWith('@')) {
      for (const scoped of readdirSync(path, { withFileTypes: true })) {
        yield join(path, scoped.name)
      }
    } else yield path
  }
}

/**
 * Every installed package (nested node_modules included) whose licence forbids use with our own
 * servers: `{name, version, path, licence}`. Workspace links are skipped (they are ours).
 */
export function findForbiddenLicences(root) {
  const found = []
  const visit = (nodeModules) => {
    for (const dir of packageDirs(nodeModules)) {
      visit(join(dir, 'node_modules'))
      const manifestPath = join(dir, 'package.json')
      if (!existsSync(manifestPath)) continue
      let manifest
      try {
        manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
      } catch {
        continue
      }
      const reason = forbidden(declaredLicence(dir, manifest))
      if (reason) {
        found.push({ name: manifest.name, version: manifest.version, path: dir, licence: reason })
      }
    }
  }
  visit(join(root, 'node_modules'))
  return found
}
