import { describe, expect, it } from 'vitest'
import { APP_EVENT_TYPES, TIMED_APP_EVENTS } from './frameEvents'
import {
  appMessageSchema,
  frameErrorPayloadSchema,
  frameEventSchema,
  frameReplySchema,
} from './frameMessages'

const id = '3b241101-e2bb-4255-8caf-4136c566a962'
const rpc = {
  method: 'personal_sign',
  params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  chainId: 31337,
  chainNamespace: 'eip155',
  rpcUrl: 'http://localhost:8787/v1?chainId=31337',
}

describe('app messages', () => {
  it.each([
    ['CONNECT_EMAIL', { email: 'visitor@example.com' }],
    ['CONNECT_OTP', { otp: '123456' }],
    ['CONNECT_DEVICE', {}],
    ['GET_USER', { chainId: 31337 }],
    ['RPC_REQUEST', rpc],
    ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'github' }],
    [
      'SYNC_THEME',
      { themeMode: 'dark', themeVariables: { '--foyer-accent': '#2563eb', '--foyer-z-index': 10 } },
    ],
    [
      'SYNC_DAPP_DATA',
      { projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7', sdkType: 'foyer', sdkVersion: '0.0.0' },
    ],
    [
      'SYNC_DAPP_DATA',
      {
        projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
        sdkType: 'foyer',
        sdkVersion: '0.0.0',
        locale: 'ar',
      },
    ],
  ])('accepts %s', (type, payload) => {
    expect(appMessageSchema.safeParse({ type: `@foyer-app/${type}`, id, payload }).success).toBe(
      true,
    )
  })

  it.each([
    ['an unknown type', { type: '@foyer-app/STEAL_KEYS', id, payload: {} }],
    ['a frame type', { type: '@foyer-frame/CONNECT_EMAIL', id, payload: { email: 'a@b.co' } }],
    ['a bad id', { type: '@foyer-app/IS_CONNECTED', id: '1', payload: {} }],
    ['an extra field', { type: '@foyer-app/IS_CONNECTED', id, payload: {}, origin: '*' }],
    ['an extra payload field', { type: '@foyer-app/IS_CONNECTED', id, payload: { x: 1 } }],
    ['a bad email', { type: '@foyer-app/CONNECT_EMAIL', id, payload: { email: 'not an email' } }],
    [
      'an otp that is not a string',
      { type: '@foyer-app/CONNECT_OTP', id, payload: { otp: 123456 } },
    ],
    [
      'a social provider outside the product’s list',
      { type: '@foyer-app/GET_SOCIAL_REDIRECT_URI', id, payload: { provider: 'myspace' } },
    ],
    [
      'an unknown namespace',
      { type: '@foyer-app/RPC_REQUEST', id, payload: { ...rpc, chainNamespace: 'tron' } },
    ],
    [
      'an RPC without rpcUrl',
      { type: '@foyer-app/RPC_REQUEST', id, payload: { ...rpc, rpcUrl: undefined } },
    ],
    [
      'a locale we do not speak',
      {
        type: '@foyer-app/SYNC_DAPP_DATA',
        id,
        payload: {
          projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
          sdkType: 'foyer',
          sdkVersion: '0.0.0',
          locale: 'pt-BR',
        },
      },
    ],
    ['no payload', { type: '@foyer-app/SIGN_OUT', id }],
    ['not an object', 'CONNECT_EMAIL'],
  ])('rejects %s', (_, message) => {
    expect(appMessageSchema.safeParse(message).success).toBe(false)
  })

  it.each([
    ['RPC_REQUEST', { ...rpc, rpcUrl: 'javascript:alert(1)' }],
    ['RPC_REQUEST', { ...rpc, rpcUrl: 'file:///etc/passwd' }],
    ['CONNECT_SOCIAL', { uri: 'data:text/html,x' }],
  ])('rejects a %s whose URL is not http or https', (type, payload) => {
    expect(appMessageSchema.safeParse({ type: `@foyer-app/${type}`, id, payload }).success).toBe(
      false,
    )
  })

  it("covers every app event of docs/product.md, and Foyer's self-custody events", () => {
    expect(APP_EVENT_TYPES).toHaveLength(28)
    expect(APP_EVENT_TYPES.slice(23)).toEqual([
      'CONNECT_PASSKEY',
      'PROTECT_WALLET',
      'GET_RECOVERY',
      'REMOVE_PASSKEY',
      'EXPORT_KEY',
    ])
    expect(TIMED_APP_EVENTS).toEqual([
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_SOCIAL_REDIRECT_URI',
      'CONNECT_PASSKEY',
    ])
  })
})

describe('frame replies and events', () => {
  it('accepts _SUCCESS and _ERROR replies of app events only', () => {
    expect(
      frameReplySchema.safeParse({
        type: '@foyer-frame/CONNECT_EMAIL_SUCCESS',
        id,
        payload: { action: 'VERIFY_OTP' },
      }).success,
    ).toBe(true)
    expect(
      frameReplySchema.safeParse({
        type: '@foyer-frame/RPC_REQUEST_ERROR',
        id,
        payload: { message: 'no' },
      }).success,
    ).toBe(true)
    expect(
      frameReplySchema.safeParse({ type: '@foyer-frame/CONNECT_EMAIL_DONE', id, payload: {} })
        .success,
    ).toBe(false)
    expect(
      frameReplySchema.safeParse({ type: '@foyer-frame/HACK_SUCCESS', id, payload: {} }).success,
    ).toBe(false)
    expect(
      frameReplySchema.safeParse({ type: '@foyer-frame/SIGN_OUT_SUCCESS', id: 'x', payload: {} })
        .success,
    ).toBe(false)
  })

  it('error payloads carry an optional message', () => {
    expect(frameErrorPayloadSchema.safeParse({}).success).toBe(true)
    expect(
      frameErrorPayloadSchema.safeParse({ message: 'Requested RPC call is not allowed' }).success,
    ).toBe(true)
    expect(frameErrorPayloadSchema.safeParse({ message: 1 }).success).toBe(false)
  })

  it('error payloads carry a code; a missing or unknown one reads as ERROR_OCCURRED', () => {
    expect(
      frameErrorPayloadSchema.parse({
        code: 'USER_REJECTED',
        message: 'User rejected the request.',
      }),
    ).toEqual({ code: 'USER_REJECTED', message: 'User rejected the request.' })
    expect(frameErrorPayloadSchema.parse({ code: 'OWNED' }).code).toBe('ERROR_OCCURRED')
    expect(frameErrorPayloadSchema.parse({}).code).toBe('ERROR_OCCURRED')
    expect(frameErrorPayloadSchema.safeParse({ code: 'X', details: 'd'.repeat(501) }).success).toBe(
      false,
    )
  })

  it('frame events', () => {
    expect(
      frameEventSchema.safeParse({ type: '@foyer-frame/READY', payload: { version: '0.0.0' } })
        .success,
    ).toBe(true)
    expect(frameEventSchema.safeParse({ type: '@foyer-frame/APPROVAL_REQUIRED' }).success).toBe(
      true,
    )
    expect(frameEventSchema.safeParse({ type: '@foyer-frame/OWNED' }).success).toBe(false)
  })
})
