import { testAddresses } from '@foyer/devchain'
import type { Address } from 'viem'

/** The address of test account `index` (0–9). */
export function testAddress(index: number): Address {
  const address = testAddresses[index]
  if (!address) throw new Error(`No test account ${index}`)
  return address
}
