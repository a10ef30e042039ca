import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { addImportExtensions } from './addImportExtensions.mjs'

const dirs = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function emitted(files) {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-dist-'))
  dirs.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

it('adds .js to files and /index.js to folders, in code and declarations', () => {
  const dir = emitted({
    'index.js':
      "export { a } from './a';\nimport './b/c';\nconst m = () => import('./b');\nimport x from 'viem';\n",
    'index.d.ts': 'export { a } from \'./a\';\nexport type T = import("./b").B;\n',
    'a.js': 'export const a = 1;\n',
    'a.d.ts': 'export declare const a = 1;\n',
    'b/index.js': "export * from '../a';\n",
    'b/index.d.ts': 'export type B = 1;\n',
    'b/c.js': '',
  })
  addImportExtensions(dir)
  expect(readFileSync(join(dir, 'index.js'), 'utf8')).toBe(
    "export { a } from './a.js';\nimport './b/c.js';\nconst m = () => import('./b/index.js');\nimport x from 'viem';\n",
  )
  expect(readFileSync(join(dir, 'index.d.ts'), 'utf8')).toBe(
    'export { a } from \'./a.js\';\nexport type T = import("./b/index.js").B;\n',
  )
  expect(readFileSync(join(dir, 'b/index.js'), 'utf8')).toBe("export * from '../a.js';\n")
})

it('leaves specifiers that already have an extension', () => {
  const dir = emitted({ 'index.js': "export { a } from './a.js';\n", 'a.js': '' })
  addImportExtensions(dir)
  expect(readFileSync(join(dir, 'index.js'), 'utf8')).toBe("export { a } from './a.js';\n")
})

it('fails on a relative import that resolves to no emitted file', () => {
  const dir = emitted({ 'index.js': "export { a } from './missing';\n" })
  expect(() => addImportExtensions(dir)).toThrow(/index\.js: \.\/missing/)
})
