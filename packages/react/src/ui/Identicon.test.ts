import { describe, expect, it } from 'vitest'
import { identiconCells } from './Identicon'

describe('identiconCells', () => {
  it('is deterministic and mirrored', () => {
    const a = identiconCells('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(identiconCells('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toEqual(a)
    for (const [x, y] of a.cells) {
      expect(a.cells).toContainEqual([4 - x, y])
    }
  })

  it('differs between addresses', () => {
    const a = identiconCells('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const b = identiconCells('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(a).not.toEqual(b)
  })
})
