import { testAddresses } from '@foyer/devchain'
import { describe, expect, it } from 'vitest'
import { findAccount, testAccounts } from './testAccounts'

describe('testAccounts', () => {
  const accounts = testAccounts()

  it('holds the first five accounts anvil prefunds, in order', () => {
    expect(accounts.map((entry) => entry.index)).toEqual([0, 1, 2, 3, 4])
    expect(accounts.map((entry) => entry.address)).toEqual(testAddresses.slice(0, 5))
    expect(accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('finds an account by address in any letter case, and nothing else', () => {
    const second = accounts[1]
    expect(findAccount(accounts, second?.address.toLowerCase())).toBe(second)
    expect(findAccount(accounts, '0x0000000000000000000000000000000000000001')).toBeUndefined()
    expect(findAccount(accounts, 42)).toBeUndefined()
  })
})
