import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findForbiddenLicences } from './forbiddenLicences.mjs'

const roots = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A project with real package folders on disk: {path: {manifest, files}}. */
function project(packages) {
  const root = mkdtempSync(join(tmpdir(), 'foyer-licences-'))
  roots.push(root)
  for (const [path, { manifest, files = {} }] of Object.entries(packages)) {
    const dir = join(root, path)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  }
  return root
}

describe('findForbiddenLicences', () => {
  it('passes open licences, scoped and nested', () => {
    const root = project({
      'node_modules/viem': { manifest: { name: 'viem', version: '2.57.1', license: 'MIT' } },
      'node_modules/@walletconnect/core': {
        manifest: { name: '@walletconnect/core', version: '2.21.8', license: 'Apache-2.0' },
      },
      'node_modules/a/node_modules/b': {
        manifest: { name: 'b', version: '1.0.0', license: { type: 'ISC' } },
      },
    })
    expect(findForbiddenLicences(root)).toEqual([])
  })

  it('finds a community licence behind SEE LICENSE IN, nested too', () => {
    const text = 'WalletConnect Community License Agreement\n2(b) … only with Reown’s gateway'
    const root = project({
      'node_modules/@walletconnect/core': {
        manifest: {
          name: '@walletconnect/core',
          version: '2.21.9',
          license: 'SEE LICENSE IN LICENSE.md',
        },
        files: { 'LICENSE.md': text },
      },
      'node_modules/x/node_modules/@reown/walletkit': {
        manifest: {
          name: '@reown/walletkit',
          version: '1.3.0',
          license: 'SEE LICENSE IN LICENSE.md',
        },
        files: { 'LICENSE.md': 'Reown Community License' },
      },
    })
    expect(findForbiddenLicences(root).map(({ name, version }) => `${name}@${version}`)).toEqual([
      '@walletconnect/core@2.21.9',
      '@reown/walletkit@1.3.0',
    ])
  })

  it('finds none in this repository’s installed packages', () => {
    expect(findForbiddenLicences(join(import.meta.dirname, '..', '..'))).toEqual([])
  })
})
