import { describe, expect, it } from 'vitest'
import { parseSiwxMessage } from './parseSiwxMessage'
import { SiwxMessageError } from './siwxMessageError'

// Anvil's test account 0 (a well-known address), checksummed.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An EIP-4361 message as another builder may write it, line by line. */
function lines(
  first: string,
  middle: string[],
  tail: string[] = [],
  issuedAt = '2025-01-02T03:04:05Z',
): string {
  return [
    `${first} wants you to sign in with your Ethereum account:`,
    ADDRESS,
    '',
    ...middle,
    'URI: https://example.com/login',
    'Version: 1',
    'Chain ID: 1',
    'Nonce: 32891756abcdEFGH',
    `Issued At: ${issuedAt}`,
    ...tail,
  ].join('\n')
}

describe('parseSiwxMessage reads what EIP-4361 allows', () => {
  it('a scheme before the domain, kept apart from the domain', () => {
    const parsed = parseSiwxMessage(lines('https://example.com', ['Sign in.', '']))
    expect(parsed).toMatchObject({ scheme: 'https', domain: 'example.com', statement: 'Sign in.' })
  })

  it('no statement (one empty line), and an empty statement (two)', () => {
    const none = parseSiwxMessage(lines('example.com', ['']))
    expect(none).not.toHaveProperty('statement')
    expect(none).not.toHaveProperty('scheme')
    expect(parseSiwxMessage(lines('example.com', ['', ''])).statement).toBe('')
  })

  it('a statement with any characters but a line break', () => {
    const statement = 'Bienvenue à "Shop" — 100% <safe> {ok}: URI: not a field'
    expect(parseSiwxMessage(lines('example.com', [statement, ''])).statement).toBe(statement)
  })

  it.each([
    ['2025-01-02T03:04:05Z', '2025-01-02T03:04:05.000Z'],
    ['2025-01-02T03:04:05+00:00', '2025-01-02T03:04:05.000Z'],
    ['2025-01-02T04:04:05.123456+01:00', '2025-01-02T03:04:05.123Z'],
  ])('Issued At %s as the instant %s', (issuedAt, instant) => {
    expect(parseSiwxMessage(lines('example.com', [''], [], issuedAt)).issuedAt).toBe(instant)
  })

  it('every optional line, times in any RFC 3339 form, in the order of the EIP', () => {
    const parsed = parseSiwxMessage(
      lines(
        'example.com',
        ['Sign in.', ''],
        [
          'Expiration Time: 2025-01-03T03:04:05-05:00',
          'Not Before: 2025-01-02T03:04:05.5Z',
          'Request ID: req-42:@!',
          'Resources:',
          '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
          '- https://example.com/my-web2-claim.json',
        ],
      ),
    )
    expect(parsed).toMatchObject({
      expirationTime: '2025-01-03T08:04:05.000Z',
      notBefore: '2025-01-02T03:04:05.500Z',
      requestId: 'req-42:@!',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    })
  })

  it('an empty Request ID and a Resources line without resources', () => {
    const parsed = parseSiwxMessage(lines('example.com', [''], ['Request ID: ', 'Resources:']))
    expect(parsed.requestId).toBe('')
    expect(parsed.resources).toEqual([])
  })

  it.each([
    'localhost:3000',
    '127.0.0.1:8080',
    '[::1]:8080',
    'user@example.com',
    'sub.example.co.uk',
  ])('the domain %s (an RFC 3986 authority)', (domain) => {
    expect(parseSiwxMessage(lines(domain, [''])).domain).toBe(domain)
  })

  it('a URI of any scheme', () => {
    const text = lines('example.com', ['']).replace(
      'URI: https://example.com/login',
      'URI: did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    )
    expect(parseSiwxMessage(text).uri).toBe(
      'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    )
  })
})

describe('parseSiwxMessage refuses what EIP-4361 does not allow', () => {
  const good = lines('example.com', ['Sign in.', ''], ['Expiration Time: 2025-01-03T03:04:05Z'])
  it('(the message these cases change is accepted)', () => {
    expect(parseSiwxMessage(good).domain).toBe('example.com')
  })
  it.each([
    ['a domain with a space', good.replace('example.com wants', 'exa mple.com wants')],
    ['an empty domain', good.replace('example.com wants', ' wants')],
    ['an empty scheme', `://${good}`],
    ['a statement without its empty line', good.replace('Sign in.\n\n', 'Sign in.\n')],
    ['no empty line after the address', good.replace(`${ADDRESS}\n\n`, `${ADDRESS}\n`)],
    ['a URI with a space', good.replace('URI: https://example.com/login', 'URI: https://e x')],
    ['a URI without a scheme', good.replace('URI: https://example.com/login', 'URI: /login')],
    ['Chain ID 0', good.replace('Chain ID: 1', 'Chain ID: 0')],
    ['a hex Chain ID', good.replace('Chain ID: 1', 'Chain ID: 0x1')],
    ['a short nonce', good.replace('Nonce: 32891756abcdEFGH', 'Nonce: abc123')],
    ['a nonce with a dash', good.replace('Nonce: 32891756abcdEFGH', 'Nonce: 32891756-abcdEFGH')],
    [
      'a date without time',
      good.replace('Issued At: 2025-01-02T03:04:05Z', 'Issued At: 2025-01-02'),
    ],
    ['a time without offset', good.replace('03:04:05Z\nExp', '03:04:05\nExp')],
    ['a missing Issued At', good.replace('Issued At: 2025-01-02T03:04:05Z\n', '')],
    [
      'optional lines out of order',
      `${good.replace('\nExpiration Time: 2025-01-03T03:04:05Z', '')}\nNot Before: 2025-01-02T03:04:05Z\nExpiration Time: 2025-01-03T03:04:05Z`,
    ],
    ['a Request ID with a space', `${good}\nRequest ID: a b`],
    ['a resource that is not a URI', `${good}\nResources:\n- not a uri`],
    ['a line after the resources', `${good}\nResources:\n- https://a.example\nExtra`],
    ['a resource without its dash', `${good}\nResources:\nhttps://a.example`],
    ['another account line', good.replace(ADDRESS, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')],
  ])('%s', (_, text) => {
    expect(() => parseSiwxMessage(text)).toThrow(SiwxMessageError)
  })
})
