import { DEV_SOLANA_TOKEN, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { devChainA } from '../networks/devChains'
import { balanceOf } from '../testing/accountTestKit'
import { maxSendAmount } from './maxSendAmount'
import { toSendToken } from './sendToken'
import { transferCall } from './transfer'

const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('toSendToken', () => {
  it('reads the native coin and a token of the balance API', () => {
    const native = toSendToken(balanceOf(devChainA, { symbol: 'ETH', numeric: '1.5', price: 2 }))
    expect(native).toMatchObject({
      address: undefined,
      decimals: 18,
      balance: 15n * 10n ** 17n,
      price: 2,
    })
    const token = toSendToken(
      balanceOf(devChainA, { symbol: 'FUSD', numeric: '10.25', decimals: 6, address: contract }),
    )
    expect(token).toMatchObject({ address: contract, decimals: 6, balance: 10_250_000n })
  })

  it("refuses a token address that is not one of its namespace's", () => {
    const balance = {
      ...balanceOf(devChainA, { symbol: 'X', numeric: '1' }),
      address: 'eip155:31337:nope',
    }
    expect(() => toSendToken(balance)).toThrow('Not a token address: eip155:31337:nope')
    const mint = DEV_SOLANA_TOKEN.mint
    const spl = { ...balance, chainId: SOLANA_DEV_CHAIN, address: `${SOLANA_DEV_CHAIN}:${mint}` }
    expect(toSendToken(spl).address).toBe(mint)
    const evmOnSolana = { ...spl, address: `${SOLANA_DEV_CHAIN}:${contract}` }
    expect(() => toSendToken(evmOnSolana)).toThrow('Not a token address')
  })
})

describe('maxSendAmount', () => {
  const native = toSendToken(balanceOf(devChainA, { symbol: 'ETH', numeric: '1' }))
  const token = toSendToken(
    balanceOf(devChainA, { symbol: 'FUSD', numeric: '5', decimals: 6, address: contract }),
  )

  it('leaves the network fee out of the native coin', () => {
    expect(maxSendAmount(native, 21_000n)).toBe(native.balance - 21_000n)
    expect(maxSendAmount(native, native.balance + 1n)).toBe(0n)
    expect(maxSendAmount(native, null)).toBe(native.balance)
  })

  it('sends a whole token balance (its fee is paid in the native coin)', () => {
    expect(maxSendAmount(token, 21_000n)).toBe(token.balance)
  })

  it('calls the receiver for the native coin and the contract for a token', () => {
    const base = { chainId: 31337, from: receiver, to: receiver } as const
    expect(transferCall({ ...base, token: native, amount: 5n })).toEqual({
      to: receiver,
      value: 5n,
    })
    const call = transferCall({ ...base, token, amount: 5n })
    expect(call.to).toBe(contract)
    expect(call.value).toBe(0n)
    // transfer(address,uint256), as viem encodes it.
    expect(call.data).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 5n] }),
    )
    const big = transferCall({ ...base, token, amount: 2n ** 255n + 7n }).data
    expect(big).toBe(
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, 2n ** 255n + 7n],
      }),
    )
  })
})
