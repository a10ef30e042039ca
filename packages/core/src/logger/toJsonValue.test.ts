import { describe, expect, it } from 'vitest'
import { toJsonValue } from './toJsonValue'

describe('toJsonValue', () => {
  it('passes plain JSON data through', () => {
    const data = { a: 1, b: 'x', c: [true, null], d: { e: 2.5 } }
    expect(toJsonValue(data)).toEqual(data)
    expect(toJsonValue(undefined)).toBeUndefined()
    expect(toJsonValue({ a: undefined, b: 1 })).toEqual({ b: 1 })
    expect(toJsonValue([undefined])).toEqual([null])
  })

  it('writes bigints, non-finite numbers, symbols and functions as strings', () => {
    expect(toJsonValue({ wei: 10n ** 18n })).toEqual({ wei: '1000000000000000000n' })
    expect(toJsonValue([Number.NaN, Number.POSITIVE_INFINITY])).toEqual(['NaN', 'Infinity'])
    expect(toJsonValue(Symbol('s'))).toBe('Symbol(s)')
    expect(toJsonValue(function named() {})).toBe('[Function named]')
    expect(toJsonValue([() => 1])).toEqual(['[Function anonymous]'])
  })

  it('marks cycles but not shared references', () => {
    const cycle: Record<string, unknown> = { name: 'root' }
    cycle.self = cycle
    cycle.list = [cycle]
    expect(toJsonValue(cycle)).toEqual({ name: 'root', self: '[Circular]', list: ['[Circular]'] })
    const shared = { x: 1 }
    expect(toJsonValue({ a: shared, b: shared })).toEqual({ a: { x: 1 }, b: { x: 1 } })
  })

  it('describes errors with their cause and own fields', () => {
    const cause = new TypeError('inner')
    const error = Object.assign(new Error('outer', { cause }), { code: 4001 })
    const value = toJsonValue(error) as Record<string, unknown>
    expect(value).toMatchObject({
      name: 'Error',
      message: 'outer',
      code: 4001,
      cause: { name: 'TypeError', message: 'inner' },
    })
    expect(value.stack).toEqual(expect.stringContaining('outer'))
  })

  it('writes dates, maps and sets', () => {
    expect(toJsonValue(new Date(0))).toBe('1970-01-01T00:00:00.000Z')
    expect(toJsonValue(new Date(Number.NaN))).toBe('Invalid Date')
    expect(toJsonValue(new Map([['a', 1n]]))).toEqual([['a', '1n']])
    expect(toJsonValue(new Set([1, 2]))).toEqual([1, 2])
  })

  it('uses toJSON and survives one that throws', () => {
    expect(toJsonValue({ toJSON: () => ({ ok: 1n }) })).toEqual({ ok: '1n' })
    expect(
      toJsonValue({
        toJSON() {
          throw new Error('nope')
        },
      }),
    ).toBe('[Thrown: nope]')
  })

  it('survives a getter that throws', () => {
    const value = {
      fine: 1,
      get broken(): number {
        throw new Error('getter failed')
      },
    }
    expect(toJsonValue(value)).toEqual({ fine: 1, broken: '[Thrown: getter failed]' })
    const weird = {
      get broken(): number {
        throw {
          toString() {
            throw new Error('worse')
          },
        }
      },
    }
    expect(toJsonValue(weird)).toEqual({ broken: '[Thrown: unknown error]' })
  })

  it('stops at a depth limit', () => {
    let deep: Record<string, unknown> = {}
    const root = deep
    for (let index = 0; index < 50; index++) {
      const next = {}
      deep.next = next
      deep = next
    }
    expect(JSON.stringify(toJsonValue(root))).toContain('[Too deep]')
  })
})
