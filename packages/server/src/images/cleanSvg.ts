import { escapeXml } from './escapeXml'
import { svgTree, type XmlElement } from './svgTree'

export interface CleanSvg {
  viewBox: string
  /** The drawing: the root's children, wrapped in a group holding the root's paint attributes. */
  body: string
}

const ELEMENTS = new Set([
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'polygon',
  'polyline',
  'line',
  'defs',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'stop',
])

/** Geometry and paint; nothing that links, runs or styles by name. */
const ATTRIBUTES = new Set([
  'd',
  'id',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'fx',
  'fy',
  'width',
  'height',
  'points',
  'transform',
  'offset',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'clip-path',
  'mask',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'maskUnits',
  'maskContentUnits',
  'clipPathUnits',
  'mask-type',
])

/** The root's attributes that paint its children, kept on the wrapping group. */
const ROOT_PAINT = ['fill', 'fill-rule', 'clip-rule', 'stroke']

function checkValue(element: string, name: string, value: string): void {
  // Only references into the same document, as `url(#id)`.
  if (/url\(\s*(?!#)/i.test(value) || /[<>]|javascript:|data:/i.test(value)) {
    throw new Error(`<${element} ${name}="${value}">: only url(#id) references are allowed`)
  }
}

function write(element: XmlElement): string {
  if (!ELEMENTS.has(element.name)) throw new Error(`<${element.name}> is not allowed in a logo`)
  const attributes = Object.entries(element.attributes).map(([name, value]) => {
    if (!ATTRIBUTES.has(name)) throw new Error(`<${element.name} ${name}> is not allowed`)
    checkValue(element.name, name, value)
    return ` ${name}="${escapeXml(value)}"`
  })
  const children = element.children.map(write).join('')
  const open = `<${element.name}${attributes.join('')}`
  return children ? `${open}>${children}</${element.name}>` : `${open}/>`
}

/**
 * A logo from an icon set, re-written from its parsed tree so that only the elements and
 * attributes of a drawing survive (no script, style, text, link or outside reference); throws
 * on anything else, so a new icon that needs more is looked at before it ships.
 */
export function cleanSvg(svg: string): CleanSvg {
  const root = svgTree(svg)
  if (root.name !== 'svg') throw new Error(`root element <${root.name}> is not <svg>`)
  const viewBox =
    root.attributes.viewBox ?? `0 0 ${root.attributes.width ?? 24} ${root.attributes.height ?? 24}`
  if (!/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/.test(viewBox)) throw new Error(`bad viewBox ${viewBox}`)
  const drawing = root.children.filter((child) => child.name !== 'title')
  const paint = ROOT_PAINT.flatMap((name) => {
    const value = root.attributes[name]
    if (value === undefined) return []
    checkValue('svg', name, value)
    return [` ${name}="${escapeXml(value)}"`]
  })
  const children = drawing.map(write).join('')
  return { viewBox, body: paint.length > 0 ? `<g${paint.join('')}>${children}</g>` : children }
}
