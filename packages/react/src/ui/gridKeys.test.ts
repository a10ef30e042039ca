import { describe, expect, it } from 'vitest'
import { gridTarget } from './gridKeys'

describe('gridTarget (4 columns, 10 items)', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 0],
    ['ArrowDown', 1, 5],
    ['ArrowDown', 8, 9],
    ['ArrowUp', 5, 1],
    ['ArrowUp', 2, 0],
    ['Home', 7, 0],
    ['End', 2, 9],
    ['ArrowRight', 9, 9],
  ])('%s from %i → %i', (key, from, to) => {
    expect(gridTarget(key, from, 10, 4)).toBe(to)
  })

  it('ignores other keys', () => {
    expect(gridTarget('Enter', 3, 10, 4)).toBeUndefined()
  })
})
