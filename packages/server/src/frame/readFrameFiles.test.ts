import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import { readFrameFiles } from './readFrameFiles'

describe('readFrameFiles', () => {
  it('reads every file of the build by URL path with its content type', async () => {
    const dir = await tempDir('foyer-frame-files')
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), '<!doctype html>')
    await writeFile(join(dir, 'assets', 'a.js'), 'x')
    await writeFile(join(dir, 'assets', 'b.bin'), 'y')
    const files = await readFrameFiles(dir)
    expect([...files.keys()].sort()).toEqual(['/assets/a.js', '/assets/b.bin', '/index.html'])
    expect(files.get('/index.html')?.contentType).toBe('text/html; charset=utf-8')
    expect(files.get('/assets/b.bin')?.contentType).toBe('application/octet-stream')
  })

  it('names the directory and the fix when there is no built page', async () => {
    const dir = await tempDir('foyer-frame-empty')
    await expect(readFrameFiles(dir)).rejects.toThrow(
      `No built frame page in ${dir} (index.html missing): run \`npm run build\``,
    )
  })
})
