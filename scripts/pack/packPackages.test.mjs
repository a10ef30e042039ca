import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLISHED_PACKAGES, packPackages, packServer, SERVER_PACKAGE } from './packPackages.mjs'

/** @type {string} */
let dir
/** @type {Record<string, string>} */
let tarballs
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-pack-'))
  tarballs = await packPackages(dir)
  tarballs[SERVER_PACKAGE] = await packServer(dir)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The tarball's files, without npm's `package/` prefix. */
function filesOf(name) {
  return execFileSync('tar', ['tzf', tarballs[name]], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''))
}

function manifestOf(name) {
  return JSON.parse(
    execFileSync('tar', ['xzOf', tarballs[name], 'package/package.json'], { encoding: 'utf8' }),
  )
}

describe.each(PUBLISHED_PACKAGES)('the %s tarball', (name) => {
  it('holds the README, the LICENSE and built JavaScript with declarations and source maps', () => {
    const files = filesOf(name)
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE']))
    const js = files.filter((file) => file.endsWith('.js'))
    expect(js).toContain('dist/index.js')
    for (const file of js) {
      expect(files).toContain(`${file}.map`)
      expect(files).toContain(file.replace(/\.js$/, '.d.ts'))
    }
  })

  it('holds no tests, no TypeScript sources and no tsconfig', () => {
    const files = filesOf(name)
    expect(files.filter((file) => /\.test\.|(^|\/)testing\/|Fixture\./.test(file))).toEqual([])
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([])
    expect(files.filter((file) => /tsconfig/.test(file))).toEqual([])
    expect(files.every((file) => /^(dist\/|package\.json$|README\.md$|LICENSE$)/.test(file))).toBe(
      true,
    )
  })

  it('exports built files, with their types, and is not private', () => {
    const manifest = manifestOf(name)
    const files = filesOf(name)
    expect(manifest.private).toBeUndefined()
    expect(manifest.license).toBe('MIT')
    const shipped = Object.entries(manifest.exports).filter(
      ([, target]) => typeof target === 'object' && 'default' in target,
    )
    expect(shipped.length).toBeGreaterThan(0)
    for (const [, target] of shipped) {
      expect(files).toContain(target.types.replace(/^\.\//, ''))
      expect(files).toContain(target.default.replace(/^\.\//, ''))
    }
  })
})

it('marks the React entry as a client module', () => {
  const entry = execFileSync('tar', ['xzOf', tarballs['@foyer/react'], 'package/dist/index.js'], {
    encoding: 'utf8',
  })
  expect(entry).toMatch(/^['"]use client['"];\n/)
})

it('keeps React, wagmi, viem and react-query out of the dependencies: the app brings them', () => {
  const react = manifestOf('@foyer/react')
  for (const peer of ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query']) {
    expect(react.peerDependencies[peer]).toBeDefined()
    expect(react.dependencies[peer]).toBeUndefined()
  }
  expect(manifestOf('@foyer/core').peerDependencies).toEqual(
    expect.objectContaining({ '@wagmi/core': expect.any(String), viem: expect.any(String) }),
  )
  // WalletConnect stays at the last Apache-2.0 release.
  expect(manifestOf('@foyer/core').dependencies['@walletconnect/universal-provider']).toBe('2.21.8')
})

describe('the server tarball', () => {
  it('holds the `foyer` command, its migrations and the built frame page, and no sources', () => {
    const files = filesOf(SERVER_PACKAGE)
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'dist/main.js',
        'dist/frame/index.html',
        'dist/frame/social-callback.html',
      ]),
    )
    expect(files.some((file) => /^dist\/migrations\/.+\.sql$/.test(file))).toBe(true)
    expect(files.filter((file) => /\.tsx?$/.test(file) || /\.test\./.test(file))).toEqual([])
    expect(files.every((file) => /^(dist\/|package\.json$|README\.md$|LICENSE$)/.test(file))).toBe(
      true,
    )
  })

  it('installs a `foyer` bin, is MIT and not private, and exports no sources', () => {
    const manifest = manifestOf(SERVER_PACKAGE)
    expect(manifest.private).toBeUndefined()
    expect(manifest.license).toBe('MIT')
    expect(manifest.bin).toEqual({ foyer: 'dist/main.js' })
    const main = execFileSync('tar', ['xzOf', tarballs[SERVER_PACKAGE], 'package/dist/main.js'], {
      encoding: 'utf8',
    })
    expect(main.startsWith('#!/usr/bin/env node\n')).toBe(true)
    // Outside the repository nobody sets `@foyer/source`: the entries name nothing shipped.
    for (const target of Object.values(manifest.exports)) {
      if (typeof target === 'object') expect(Object.keys(target)).toEqual(['@foyer/source'])
    }
  })
})
