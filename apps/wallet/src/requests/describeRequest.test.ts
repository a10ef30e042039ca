import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { WalletChain } from '../config/readConfig'
import { describeRequest, readableMessage } from './describeRequest'

const chains: WalletChain[] = [
  { id: 31337, caipId: 'eip155:31337', name: 'Foyer dev chain A', rpcUrl: 'http://127.0.0.1:8545' },
  { id: 31338, caipId: 'eip155:31338', name: 'Foyer dev chain B', rpcUrl: 'http://127.0.0.1:8546' },
]
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('describeRequest', () => {
  it('shows the text of a personal_sign message', () => {
    expect(
      describeRequest(
        {
          method: 'personal_sign',
          params: [stringToHex('Hello\nFoyer ✓'), alice],
          chainId: 'eip155:31337',
        },
        chains,
      ),
    ).toEqual({ kind: 'message', account: alice, text: 'Hello\nFoyer ✓', encoding: 'text' })
  })

  it('shows the domain, type and message of typed data', () => {
    const typedData = {
      domain: { name: 'Ether Mail', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    }
    expect(
      describeRequest(
        {
          method: 'eth_signTypedData_v4',
          params: [alice, JSON.stringify(typedData)],
          chainId: 'eip155:31337',
        },
        chains,
      ),
    ).toEqual({
      kind: 'typedData',
      account: alice,
      primaryType: 'Greeting',
      domainName: 'Ether Mail',
      json: JSON.stringify({ domain: typedData.domain, message: typedData.message }, null, 2),
    })
  })

  it('shows a transaction’s recipient, value in ether, data and chain', () => {
    expect(
      describeRequest(
        {
          method: 'eth_sendTransaction',
          params: [{ from: alice, to: bob, value: '0x2386f26fc10000', data: '0xa9059cbb' }],
          chainId: 'eip155:31338',
        },
        chains,
      ),
    ).toEqual({
      kind: 'transaction',
      from: alice,
      to: bob,
      value: '0.01',
      data: '0xa9059cbb',
      chain: chains[1],
    })
  })

  it('shows a transaction without value as 0 and a contract creation without to', () => {
    expect(
      describeRequest(
        {
          method: 'eth_sendTransaction',
          params: [{ from: alice, data: '0x6080' }],
          chainId: 'eip155:31337',
        },
        chains,
      ),
    ).toEqual({ kind: 'transaction', from: alice, value: '0', data: '0x6080', chain: chains[0] })
  })

  it('names the target of a chain switch, held or not', () => {
    const request = (chainId: string) => ({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId }],
      chainId: 'eip155:31337',
    })
    expect(describeRequest(request('0x7a6a'), chains)).toEqual({
      kind: 'switchChain',
      chainId: 31338,
      chain: chains[1],
    })
    expect(describeRequest(request('0x89'), chains)).toEqual({ kind: 'switchChain', chainId: 137 })
  })

  it('shows the raw params of other methods and says what is wrong with bad ones', () => {
    expect(
      describeRequest(
        { method: 'eth_sign', params: [alice, '0x00'], chainId: 'eip155:31337' },
        chains,
      ),
    ).toEqual({ kind: 'other', json: JSON.stringify([alice, '0x00'], null, 2) })
    expect(
      describeRequest(
        { method: 'eth_sendTransaction', params: [{ to: 'nowhere' }], chainId: 'eip155:31337' },
        chains,
      ),
    ).toEqual({
      kind: 'invalid',
      detail: 'to must be an address',
      json: JSON.stringify([{ to: 'nowhere' }], null, 2),
    })
  })
})

describe('readableMessage', () => {
  it('keeps bytes that are not printable UTF-8 as hex', () => {
    expect(readableMessage('0xff00')).toEqual({ text: '0xff00', encoding: 'hex' })
    expect(readableMessage('0x0001')).toEqual({ text: '0x0001', encoding: 'hex' })
    const hash = `0x${'ab'.repeat(32)}`
    expect(readableMessage(hash)).toEqual({ text: hash, encoding: 'hex' })
  })

  it('shows text sent as text', () => {
    expect(readableMessage('Sign in to Foyer')).toEqual({
      text: 'Sign in to Foyer',
      encoding: 'text',
    })
  })
})
