import { decodeFunctionData, encodeFunctionResult, erc20Abi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { readTokenInfo } from './readTokenInfo'

const token = '0x00000000000000000000000000000000000000aa'

/** An RPC whose token answers `symbol()` and `decimals()` with the given values. */
function tokenRpc(symbol: string, decimals: number, fail = false): typeof fetch {
  return (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { id: number; params: [{ data: Hex }] }
    if (fail)
      return Response.json({
        jsonrpc: '2.0',
        id: body.id,
        error: { code: 3, message: 'execution reverted' },
      })
    const { functionName } = decodeFunctionData({ abi: erc20Abi, data: body.params[0].data })
    const result =
      functionName === 'symbol'
        ? encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: symbol })
        : encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: decimals })
    return Response.json({ jsonrpc: '2.0', id: body.id, result })
  }) as typeof fetch
}

describe('readTokenInfo', () => {
  it('reads the symbol and decimals the token reports', async () => {
    expect(await readTokenInfo('http://rpc.test', token, tokenRpc('USDC', 6))).toEqual({
      symbol: 'USDC',
      decimals: 6,
    })
  })

  it('gives nothing for a reverting call or an unshowable answer', async () => {
    expect(await readTokenInfo('http://rpc.test', token, tokenRpc('X', 6, true))).toBeUndefined()
    expect(await readTokenInfo('http://rpc.test', token, tokenRpc('USDC\u202e', 6))).toBeUndefined()
    expect(
      await readTokenInfo('http://rpc.test', token, tokenRpc('Send all your funds here', 6)),
    ).toBeUndefined()
    expect(await readTokenInfo('http://rpc.test', token, tokenRpc('USDC', 200))).toBeUndefined()
  })
})
