import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCountdown } from './useCountdown'

const T0 = 1_700_000_000_000

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(T0)
})
afterEach(() => {
  vi.useRealTimers()
})

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('useCountdown', () => {
  it('is 0 without a time, and runs no timer', () => {
    const { result } = renderHook(() => useCountdown(undefined))
    expect(result.current).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('counts whole seconds down to 0 each second, then stops', () => {
    const { result } = renderHook(() => useCountdown(T0 + 30_000))
    expect(result.current).toBe(30)
    tick(1_000)
    expect(result.current).toBe(29)
    tick(28_000)
    expect(result.current).toBe(1)
    tick(999)
    expect(result.current).toBe(1)
    tick(1)
    expect(result.current).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rounds a part of a second up', () => {
    const { result } = renderHook(() => useCountdown(T0 + 1_500))
    expect(result.current).toBe(2)
    tick(1_000)
    expect(result.current).toBe(1)
    tick(1_000)
    expect(result.current).toBe(0)
  })

  it('is 0 for a time already past', () => {
    const { result } = renderHook(() => useCountdown(T0 - 5_000))
    expect(result.current).toBe(0)
    tick(1_000)
    expect(result.current).toBe(0)
  })

  it('starts again from a new time', () => {
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), {
      initialProps: { until: (T0 + 3_000) as number | undefined },
    })
    tick(3_000)
    expect(result.current).toBe(0)
    rerender({ until: T0 + 3_000 + 30_000 })
    expect(result.current).toBe(30)
    tick(1_000)
    expect(result.current).toBe(29)
    rerender({ until: undefined })
    expect(result.current).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops its timer when unmounted', () => {
    const { unmount } = renderHook(() => useCountdown(T0 + 30_000))
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
