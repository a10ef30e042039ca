import type { Readable } from 'node:stream'

/**
 * Keeps reading a child's output (a full pipe would block the child) and remembers the last
 * `maxLines` lines for error messages. `onLine` sees every complete line.
 */
export function outputTail(
  streams: (Readable | null)[],
  { maxLines = 20, onLine }: { maxLines?: number; onLine?: (line: string) => void } = {},
): () => string {
  const lines: string[] = []
  const remember = (line: string) => {
    lines.push(line)
    if (lines.length > maxLines) lines.shift()
    onLine?.(line)
  }
  for (const stream of streams) {
    if (!stream) continue
    let partial = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n')
      partial = parts.pop() ?? ''
      for (const line of parts) remember(line)
    })
    stream.on('end', () => {
      if (partial !== '') remember(partial)
      partial = ''
    })
  }
  return () => lines.filter((line) => line.trim() !== '').join('\n')
}
