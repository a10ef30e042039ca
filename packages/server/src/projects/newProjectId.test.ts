import { projectIdSchema } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { newProjectId } from './newProjectId'

describe('newProjectId', () => {
  it('gives a different valid project id each time', () => {
    const ids = Array.from({ length: 50 }, newProjectId)
    for (const id of ids) expect(projectIdSchema.parse(id)).toBe(id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
