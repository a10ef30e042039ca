import { escapeHtml } from '../../mail/escapeHtml'

/** One row of an explorer page: a label and its value (text, escaped here). */
export type ExplorerRow = readonly [label: string, value: string]

/** A plain, script-free HTML page: a title and a definition list of rows. */
export function explorerPage(title: string, rows: readonly ExplorerRow[]): string {
  const items = rows
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width">' +
    `<title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}' +
    'dt{font-weight:600;margin-top:.75rem}dd{margin:0;font-family:monospace;overflow-wrap:anywhere}</style>' +
    `</head><body><h1>${escapeHtml(title)}</h1><dl>${items}</dl></body></html>`
  )
}
