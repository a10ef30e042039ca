import { describe, expect, it } from 'vitest'
import { parseNameMessage } from './nameMessage'
import {
  createNameTextMessage,
  NAME_TEXT_KEYS,
  nameTextProblem,
  parseNameTextMessage,
} from './nameText'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

describe('nameTextProblem', () => {
  it.each([
    ['avatar', 'https://foyer.localhost/a.png'],
    ['avatar', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'],
    ['avatar', 'data:image/png;base64,iVBORw0KGgo='],
    ['avatar', 'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/0'],
    ['avatar', ''],
    ['description', 'Two lines\nare fine.'],
    ['com.github', 'alice'],
    ['url', 'a'.repeat(NAME_TEXT_KEYS.url)],
  ])('allows %s = %s', (key, value) => {
    expect(nameTextProblem(key, value)).toBeUndefined()
  })

  it.each([
    ['a key off the list', 'com.example.secret', 'x', /is not one a name can carry/],
    ['an inherited key', 'toString', 'x', /is not one a name can carry/],
    ['a value too long', 'display', 'a'.repeat(NAME_TEXT_KEYS.display + 1), /longer than 256/],
    ['a control character', 'display', 'Al\u0007ice', /control characters/],
    ['an avatar that is no image URI', 'avatar', 'javascript:alert(1)', /image URI/],
    ['a header without a scheme', 'header', 'foyer.localhost/a.png', /image URI/],
  ])('refuses %s', (_, key, value, problem) => {
    expect(nameTextProblem(key, value)).toMatch(problem)
  })
})

describe('the text-records message', () => {
  const message = {
    name: 'alice.foyer.id',
    coin_type: 0x80007a69,
    address: ADDRESS,
    text: { url: 'https://a.example', avatar: 'https://a.example/a.png' },
    timestamp: 1_760_000_000,
  }

  it('is one JSON line in a fixed order, keys sorted, and reads back', () => {
    const text = createNameTextMessage(message)
    expect(text).toBe(
      `{"name":"alice.foyer.id","coin_type":2147514985,"address":"${ADDRESS}","text":{"avatar":"https://a.example/a.png","url":"https://a.example"},"timestamp":1760000000}`,
    )
    expect(parseNameTextMessage(text)).toEqual(message)
  })

  it('is not a registration message, nor the other way round', () => {
    expect(parseNameMessage(createNameTextMessage(message))).toBeUndefined()
    const { text: _, ...registration } = message
    expect(parseNameTextMessage(JSON.stringify(registration))).toBeUndefined()
  })

  it('refuses what is not one', () => {
    expect(parseNameTextMessage('not json')).toBeUndefined()
    expect(
      parseNameTextMessage(JSON.stringify({ ...message, text: { avatar: 1 } })),
    ).toBeUndefined()
    expect(parseNameTextMessage(JSON.stringify({ ...message, extra: true }))).toBeUndefined()
  })
})
