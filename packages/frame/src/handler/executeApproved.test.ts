import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createWalletKey } from '../keys/createWalletKey'
import { executeApproved } from './executeApproved'

describe('executeApproved', () => {
  it('never sends a transaction that was not prepared before approval', async () => {
    const account = privateKeyToAccount(createWalletKey())
    await expect(
      executeApproved(
        account,
        {
          method: 'eth_sendTransaction',
          address: account.address,
          chainId: 1,
          rpcUrl: 'http://127.0.0.1:1',
          transaction: { to: account.address },
        },
        globalThis.fetch,
      ),
    ).rejects.toThrow('The transaction was not prepared')
  })
})
