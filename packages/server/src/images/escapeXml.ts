const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/**
 * Text safe inside an XML element or a quoted attribute. Characters XML 1.0 forbids (most C0
 * controls, lone surrogates, U+FFFE/U+FFFF) are dropped rather than written.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char] ?? '')
}
