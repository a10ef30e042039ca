import { expect, it } from 'vitest'
import { DEV_SOLANA_ACCOUNT_COUNT, DEV_SOLANA_ADDRESSES, devSolanaSigner } from './devSolanaKeys'
import { DEV_SOLANA_TOKEN, devSolanaMintSigner } from './devSolanaToken'

it('derives the listed dev addresses and mint from the dev seed', async () => {
  const signers = await Promise.all(
    Array.from({ length: DEV_SOLANA_ACCOUNT_COUNT }, (_, index) => devSolanaSigner(index)),
  )
  expect(signers.map((signer) => signer.address)).toEqual(DEV_SOLANA_ADDRESSES)
  expect(new Set(DEV_SOLANA_ADDRESSES).size).toBe(DEV_SOLANA_ACCOUNT_COUNT)
  expect((await devSolanaMintSigner()).address).toBe(DEV_SOLANA_TOKEN.mint)
})

it('refuses an account index outside the set', () => {
  expect(() => devSolanaSigner(DEV_SOLANA_ACCOUNT_COUNT)).toThrow(
    'There are 10 dev Solana accounts, not #10',
  )
  expect(() => devSolanaSigner(-1)).toThrow(RangeError)
})
