/**
 * The body of `response` as text, or undefined once it passes `maxBytes` (the rest is not
 * read: the stream is cancelled).
 */
export async function readLimitedText(
  response: Response,
  maxBytes: number,
): Promise<string | undefined> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
