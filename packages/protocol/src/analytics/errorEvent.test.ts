import { describe, expect, it } from 'vitest'
import { ANALYTICS_ROUTES } from '../routes/analyticsRoutes'
import { errorEventSchema, type KitErrorEvent, kitErrorEventSchema } from './errorEvent'

const kitEvent: KitErrorEvent = {
  type: 'error',
  event: 'ERROR',
  properties: {
    code: 'FAILED_TO_CONNECT',
    message: 'Wallet connection failed',
    view: 'Connect',
    method: 'wallet',
    sdkType: 'foyer',
    sdkVersion: '0.0.0',
  },
}

describe('errorEventSchema', () => {
  it('accepts type, event, properties and keeps other fields', () => {
    const event = {
      type: 'error',
      event: 'ERROR',
      properties: { message: 'boom', stack: ['a'] },
      timestamp: 1_700_000_000_000,
    }
    expect(errorEventSchema.parse(event)).toEqual(event)
  })

  it('accepts an event without properties', () => {
    expect(errorEventSchema.parse({ type: 'error', event: 'ERROR' })).toEqual({
      type: 'error',
      event: 'ERROR',
    })
  })

  it.each([
    ['a string', 'error'],
    ['an array', [{ type: 'error', event: 'ERROR' }]],
    ['null', null],
    ['no type', { event: 'ERROR' }],
    ['an empty event', { type: 'error', event: '' }],
    ['a numeric event', { type: 'error', event: 1 }],
    ['a long type', { type: 'x'.repeat(129), event: 'ERROR' }],
    ['properties that are a list', { type: 'error', event: 'ERROR', properties: [] }],
    ['properties that are a string', { type: 'error', event: 'ERROR', properties: 'x' }],
  ])('refuses %s', (_, body) => {
    expect(errorEventSchema.safeParse(body).success).toBe(false)
  })

  it('is the body of the POST /e contract', () => {
    expect(ANALYTICS_ROUTES.errorEvent.body).toBe(errorEventSchema)
  })
})

describe('kitErrorEventSchema', () => {
  it('describes an event the server accepts, unchanged', () => {
    expect(kitErrorEventSchema.parse(kitEvent)).toEqual(kitEvent)
    expect(errorEventSchema.parse(kitEvent)).toEqual(kitEvent)
  })

  it.each([
    ['a field it does not know (an email, say)', { email: 'a@b.example' }],
    ['a long message', { message: 'x'.repeat(257) }],
    ['a code with spaces', { code: 'not a code' }],
    ['an empty message', { message: '' }],
  ])('refuses properties with %s', (_, change) => {
    const event = { ...kitEvent, properties: { ...kitEvent.properties, ...change } }
    expect(kitErrorEventSchema.safeParse(event).success).toBe(false)
  })
})
