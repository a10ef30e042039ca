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

  it('draws Solana and Bitcoin addresses in colour, not as a filled black square', () => {
    for (const address of [
      '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    ]) {
      const { cells, hue } = identiconCells(address)
      expect(Number.isFinite(hue)).toBe(true)
      expect(cells.length).toBeGreaterThan(0)
      expect(cells.length).toBeLessThan(25)
      expect(identiconCells(address)).toEqual({ cells, hue })
    }
    expect(identiconCells('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).not.toEqual(
      identiconCells('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'),
    )
  })
})
