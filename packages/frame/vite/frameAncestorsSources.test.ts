import { frameAncestorsSources, isOriginAllowed, toCspSource } from '@foyer/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

/** CSP Level 3 source matching for http(s) origins, as browsers apply `frame-ancestors`. */
function cspMatches(source: string, origin: string): boolean {
  const url = new URL(origin)
  const scheme = url.protocol.slice(0, -1)
  if (source === '*') return scheme === 'http' || scheme === 'https'
  const match = /^(https?):\/\/([^:/]+)(?::(\d+|\*))?$/.exec(source)
  if (!match) throw new Error(`not a source: ${source}`)
  const [, sourceScheme, host = '', port] = match
  const upgrade = sourceScheme === 'http' && scheme === 'https'
  if (sourceScheme !== scheme && !upgrade) return false
  const hostOk = host.startsWith('*.')
    ? url.hostname.endsWith(host.slice(1))
    : host === '*' || host === url.hostname
  const effectivePort = url.port || (scheme === 'https' ? '443' : '80')
  const sourcePort = port ?? (sourceScheme === 'https' ? '443' : '80')
  const portOk =
    sourcePort === '*' ||
    sourcePort === effectivePort ||
    (upgrade && sourcePort === '80' && effectivePort === '443')
  return hostOk && portOk
}

describe('toCspSource', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com'],
    ['HTTPS://App.Example.COM/', 'https://app.example.com'],
    ['https://app.example.com:443', 'https://app.example.com'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:*', 'http://localhost:*'],
    ['https://*.example.com', 'https://*.example.com'],
    ['http://*.foyer.localhost:*', 'http://*.foyer.localhost:*'],
    ['https://*.example.com:8443', 'https://*.example.com:8443'],
    ['*', '*'],
  ])('keeps %s as %s', (entry, source) => {
    expect(toCspSource(entry)).toBe(source)
  })

  it.each([
    [
      'a wildcard inside a label',
      'https://pr-*.preview.example.com',
      'https://*.preview.example.com',
    ],
    ['a wildcard label in the middle', 'https://a.*.example.com', 'https://*.example.com'],
    ['a wildcard in the last label (it runs into the port)', 'http://localhost*', 'http://*:*'],
    ['a wildcard host', 'https://*', 'https://*:*'],
    ['a wildcard host with a port', 'http://*:3000', 'http://*:3000'],
  ])('widens %s to what CSP can say', (_, entry, source) => {
    expect(toCspSource(entry)).toBe(source)
  })

  it.each([
    'ftp://example.com',
    'https://example.com/path',
    'https://example.com; script-src *',
    "https://example.com 'unsafe-inline'",
    'https://exa mple.com',
    'https://example.com\nX-Injected: 1',
    'https://a..example.com',
    'http://[::1]:3000',
    'https://example.com:0',
    'https://example.com:99999',
    'https://user@example.com',
    'null',
    '',
  ])('leaves out %j', (entry) => {
    expect(toCspSource(entry)).toBeUndefined()
  })
})

describe('frameAncestorsSources', () => {
  it('joins the sources, without duplicates', () => {
    expect(
      frameAncestorsSources([
        'http://foyer.localhost:5173',
        'http://localhost:5173',
        'http://*.foyer.localhost:*',
        'HTTP://LOCALHOST:5173',
      ]),
    ).toBe('http://foyer.localhost:5173 http://localhost:5173 http://*.foyer.localhost:*')
  })

  it("is 'none' without an origin CSP can name", () => {
    expect(frameAncestorsSources([])).toBe("'none'")
    expect(frameAncestorsSources(['ftp://x', 'https://a.com; x'])).toBe("'none'")
  })

  it('gives the e2e and dev demo origins of the dev project', () => {
    const devProject = [
      'http://foyer.localhost:15173',
      'http://localhost:15173',
      'http://*.foyer.localhost:*',
    ]
    const sources = frameAncestorsSources(devProject).split(' ')
    for (const origin of ['http://foyer.localhost:15173', 'http://localhost:15173']) {
      expect(sources.some((source) => cspMatches(source, origin))).toBe(true)
    }
    expect(sources.some((source) => cspMatches(source, 'http://127.0.0.1:15173'))).toBe(false)
    expect(sources.some((source) => cspMatches(source, 'http://foyer.localhost:5173'))).toBe(false)
  })

  const label = fc.stringMatching(/^[a-z0-9*-]{1,6}$/)
  const entry = fc
    .tuple(
      fc.constantFrom('http', 'https'),
      fc.array(label, { minLength: 1, maxLength: 4 }),
      fc.option(fc.oneof(fc.constant('*'), fc.integer({ min: 1, max: 65535 }).map(String))),
    )
    .map(([scheme, labels, port]) => `${scheme}://${labels.join('.')}${port ? `:${port}` : ''}`)
  const origin = fc
    .tuple(
      fc.constantFrom('http', 'https'),
      fc.array(fc.stringMatching(/^[a-z0-9-]{1,6}$/), { minLength: 1, maxLength: 5 }),
      fc.option(fc.integer({ min: 1, max: 65535 })),
    )
    .map(([scheme, labels, port]) => `${scheme}://${labels.join('.')}${port ? `:${port}` : ''}`)
    .filter((value) => URL.canParse(value))

  it('never lets CSP refuse an origin the project allows, and emits only plain sources', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 3 }), origin, (entries, candidate) => {
        const sources = frameAncestorsSources(entries)
        expect(sources).toMatch(/^(?:'none'|[a-z0-9*:/. -]+)$/)
        if (isOriginAllowed(candidate, entries)) {
          const parsed = new URL(candidate).origin
          expect(sources.split(' ').some((source) => cspMatches(source, parsed))).toBe(true)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps every origin a wildcard entry allows (origins made from the entry)', () => {
    const filler = fc.stringMatching(/^[a-z0-9.-]{0,6}(?::[0-9]{1,4})?$/)
    let matched = 0
    fc.assert(
      fc.property(entry, fc.array(filler, { minLength: 8, maxLength: 8 }), (pattern, fills) => {
        let index = 0
        const candidate = pattern
          .replace(/:\*$/, () => `:${1 + fills.length}`)
          .replace(/\*/g, () => fills[index++ % fills.length] ?? '')
        if (!URL.canParse(candidate) || !isOriginAllowed(candidate, [pattern])) return
        matched++
        const target = new URL(candidate).origin
        const sources = frameAncestorsSources([pattern]).split(' ')
        expect(sources.some((source) => cspMatches(source, target))).toBe(true)
      }),
      { numRuns: 3000 },
    )
    expect(matched).toBeGreaterThan(300)
  })

  it('matches exactly the origins an exact entry allows', () => {
    fc.assert(
      fc.property(origin, origin, (allowed, candidate) => {
        const source = toCspSource(allowed)
        if (!source) return
        const target = new URL(candidate).origin
        const upgrade =
          allowed.startsWith('http:') && target.startsWith('https:') && cspMatches(source, target)
        if (!upgrade) expect(cspMatches(source, target)).toBe(isOriginAllowed(target, [allowed]))
      }),
      { numRuns: 2000 },
    )
  })
})
