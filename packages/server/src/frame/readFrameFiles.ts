import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'

/** One file of the built frame page, held in memory. */
export interface FrameFile {
  body: Buffer
  contentType: string
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Every file of the built frame page (`vite build` of packages/frame) by URL path (`/index.html`,
 * `/assets/…`), read once: the set of paths served is fixed at start, so no request can reach
 * another file. Fails naming the directory when it holds no built page.
 */
export async function readFrameFiles(dir: string): Promise<Map<string, FrameFile>> {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(
      `No built frame page in ${dir} (index.html missing): run \`npm run build\`, or set FRAME_DIR to the frame's dist/`,
    )
  }
  const files = new Map<string, FrameFile>()
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`
    const contentType =
      CONTENT_TYPES[extname(entry.name).toLowerCase()] ?? 'application/octet-stream'
    files.set(urlPath, { body: await readFile(path), contentType })
  }
  return files
}
