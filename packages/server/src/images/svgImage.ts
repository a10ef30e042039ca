import { createHash } from 'node:crypto'

export interface SvgImage {
  body: Buffer
  /** Strong entity tag: a hash of the bytes. */
  etag: string
}

/** The bytes of an SVG and their ETag. */
export function svgImage(svg: string): SvgImage {
  const body = Buffer.from(svg, 'utf8')
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
  return { body, etag: `"${hash}"` }
}
