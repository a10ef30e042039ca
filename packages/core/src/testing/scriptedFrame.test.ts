import { FoyerError } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { createScriptedFrame } from './scriptedFrame'

describe('createScriptedFrame', () => {
  it('records requests in order and answers each type from its queue', async () => {
    const frame = createScriptedFrame()
    frame.answer('IS_CONNECTED', { isConnected: true })
    frame.answer('IS_CONNECTED', { isConnected: false })
    frame.answer('SIGN_OUT', {})
    await expect(frame.call('IS_CONNECTED', {})).resolves.toEqual({ isConnected: true })
    await expect(frame.call('SIGN_OUT', {})).resolves.toEqual({})
    await expect(frame.call('IS_CONNECTED', {})).resolves.toEqual({ isConnected: false })
    expect(frame.types()).toEqual(['IS_CONNECTED', 'SIGN_OUT', 'IS_CONNECTED'])
    expect(frame.queued('IS_CONNECTED')).toBe(0)
  })

  it('fails with the queued code as the messenger does (a FoyerError)', async () => {
    const frame = createScriptedFrame()
    frame.fail('CONNECT_OTP', 'INVALID_PARAMS', 'otp')
    const error = await frame.call('CONNECT_OTP', { otp: '123456' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error).toMatchObject({ code: 'INVALID_PARAMS', details: 'otp' })
    expect(frame.payloads('CONNECT_OTP')).toEqual([{ otp: '123456' }])
  })

  it('keeps a deferred request pending until the test settles it', async () => {
    const frame = createScriptedFrame()
    const answer = frame.defer('CONNECT_EMAIL')
    expect(answer.taken).toBe(false)
    let settled = false
    const request = frame.call('CONNECT_EMAIL', { email: 'ada@example.com' }).then((result) => {
      settled = true
      return result
    })
    expect(answer.taken).toBe(true)
    await Promise.resolve()
    expect(settled).toBe(false)
    answer.resolve({ action: 'VERIFY_OTP' })
    await expect(request).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it('records and fails a request nothing was queued for', async () => {
    const frame = createScriptedFrame()
    await expect(frame.call('GET_USER', {})).rejects.toThrow('no answer queued for GET_USER')
    expect(frame.unscripted).toEqual(['GET_USER'])
  })

  it('refuses a payload the protocol does not allow, as the messenger does', async () => {
    const frame = createScriptedFrame()
    frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
    await expect(frame.call('CONNECT_EMAIL', { email: 'not an address' })).rejects.toThrow(
      TypeError,
    )
    expect(frame.invalid).toEqual(['CONNECT_EMAIL'])
    expect(frame.queued('CONNECT_EMAIL')).toBe(1)
  })
})
