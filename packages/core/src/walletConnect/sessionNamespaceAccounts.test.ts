import { describe, expect, it } from 'vitest'
import { chainsOf, sessionAddresses, sessionNamespaceAccounts } from './sessionNamespaceAccounts'

const SOL = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOL2 = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BTC = 'bip122:000000000933ea01ad0ee984209779ba'
const session = {
  namespaces: {
    eip155: { accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
    solana: { accounts: [`${SOL}:AddrOne`, `${SOL2}:AddrOne`, `${SOL}:AddrOne`, 'garbage'] },
    [SOL]: { accounts: [`${SOL}:AddrTwo`, `bip122:x:NotSolana`] },
    bip122: { accounts: [`${BTC}:tb1qexample`, `${BTC}:tb1qexample:extra`] },
  },
}

describe('sessionNamespaceAccounts', () => {
  it("reads a namespace's accounts from its key and its chain-keyed entries, once each", () => {
    expect(sessionNamespaceAccounts(session, 'solana')).toEqual([
      { chainId: SOL, address: 'AddrOne' },
      { chainId: SOL2, address: 'AddrOne' },
      { chainId: SOL, address: 'AddrTwo' },
    ])
    expect(sessionNamespaceAccounts(session, 'bip122')).toEqual([
      { chainId: BTC, address: 'tb1qexample' },
    ])
  })

  it('gives none for a namespace the session lacks, or no session', () => {
    expect(sessionNamespaceAccounts(session, 'cosmos')).toEqual([])
    expect(sessionNamespaceAccounts(undefined, 'solana')).toEqual([])
  })

  it('lists each address once, and the chains that hold one', () => {
    const accounts = sessionNamespaceAccounts(session, 'solana')
    expect(sessionAddresses(accounts)).toEqual(['AddrOne', 'AddrTwo'])
    expect(chainsOf(accounts, 'AddrOne')).toEqual([SOL, SOL2])
  })
})
