const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** The user-perceived characters of `text` (a flag or an accented letter counts once). */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment)
}
