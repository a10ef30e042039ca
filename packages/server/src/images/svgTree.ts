import { SaxesParser } from 'saxes'

export interface XmlElement {
  name: string
  attributes: Record<string, string>
  /** Text directly inside, entities decoded. */
  text: string
  children: XmlElement[]
}

/**
 * Parses an SVG with a strict, namespace-aware XML parser (for tests): throws unless the
 * document is well-formed, else returns its root element.
 */
export function svgTree(svg: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true })
  const stack: XmlElement[] = []
  let root: XmlElement | undefined
  parser.on('error', (error) => {
    throw error
  })
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
    )
    const element: XmlElement = { name: tag.name, attributes, text: '', children: [] }
    stack.at(-1)?.children.push(element)
    root ??= element
    stack.push(element)
  })
  parser.on('text', (text) => {
    const current = stack.at(-1)
    if (current) current.text += text
  })
  parser.on('closetag', () => {
    stack.pop()
  })
  parser.write(svg).close()
  if (!root) throw new Error('no root element')
  return root
}
