import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface ChunkSize {
  file: string
  bytes: number
  gzip: number
}

/** JS of a built page: what index.html loads up front, and the chunks it may load later. */
export interface JsSizes {
  /** The entry script plus the chunks index.html modulepreloads. */
  initial: ChunkSize[]
  /** Every other JS chunk of the build (loaded by dynamic import). */
  lazy: ChunkSize[]
  initialGzip: number
  lazyGzip: number
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    if (match[1]) found.set(match[1].toLowerCase(), match[2] ?? '')
  }
  return found
}

/** Files index.html loads as JS up front: module entry scripts and modulepreload links. */
export function initialScripts(html: string): string[] {
  const files: string[] = []
  for (const [, attrs = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const a = attributes(attrs)
    const src = a.get('src')
    if (a.get('type') === 'module' && src) files.push(src)
  }
  for (const [, attrs = ''] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attributes(attrs)
    const href = a.get('href')
    if (a.get('rel') === 'modulepreload' && href) files.push(href)
  }
  return [...new Set(files)]
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file))
}

function size(outDir: string, path: string): ChunkSize {
  const content = readFileSync(path)
  return {
    file: relative(outDir, path),
    bytes: content.length,
    gzip: gzipSync(content).length,
  }
}

const sum = (chunks: ChunkSize[]) => chunks.reduce((total, chunk) => total + chunk.gzip, 0)

/** Measures the JS of the build in `outDir` (a vite build with index.html at its root). */
export function jsSizes(outDir: string): JsSizes {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const initialPaths = initialScripts(html).map((src) => join(outDir, src.replace(/^\//, '')))
  const initialSet = new Set(initialPaths)
  const initial = initialPaths.map((path) => size(outDir, path))
  const lazy = jsFiles(outDir)
    .filter((path) => !initialSet.has(path))
    .map((path) => size(outDir, path))
    .sort((a, b) => b.gzip - a.gzip)
  return { initial, lazy, initialGzip: sum(initial), lazyGzip: sum(lazy) }
}
