import { MULTICALL3_ADDRESS, MULTICALL3_CREATION_CODE } from '@foyer/protocol'
import { createTestClient, http, type PublicClient } from 'viem'

/**
 * Multicall3 at MULTICALL3_ADDRESS, as on most EVM chains (the swap API's quote reads go through
 * it: one small `eth_call` rather than one carrying its code): where the chain has no code there,
 * its runtime code — what its creation code answers in an `eth_call` — is set with
 * `anvil_setCode`. No transaction, no value moves; a chain that has it is left alone.
 */
export async function placeMulticall3(
  client: Pick<PublicClient, 'getCode' | 'call'>,
  rpcUrl: string,
): Promise<void> {
  const code = await client.getCode({ address: MULTICALL3_ADDRESS })
  if (code && code !== '0x') return
  const { data: runtime } = await client.call({ data: MULTICALL3_CREATION_CODE })
  if (!runtime || runtime === '0x') throw new Error('Multicall3’s creation code answered nothing')
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setCode({
    address: MULTICALL3_ADDRESS,
    bytecode: runtime,
  })
}
