import { BITCOIN_MAINNET_CHAIN, BITCOIN_TESTNET_CHAIN, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import type { SessionTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { testBitcoinKey } from '../bitcoin/bitcoinKey'
import type { WalletChain } from '../config/readConfig'
import type { OtherNamespaces } from '../requests/otherNamespaceRequest'
import { devSolanaKey } from '../solana/solanaKey'
import { proposal } from '../testing/fixtures'
import {
  buildSessionNamespaces,
  requestedNamespaces,
  sessionChainIds,
  withAccount,
  withChain,
} from './sessionNamespaces'

const chains: WalletChain[] = [
  { id: 31337, caipId: 'eip155:31337', name: 'A', rpcUrl: 'http://127.0.0.1:8545' },
  { id: 31338, caipId: 'eip155:31338', name: 'B', rpcUrl: 'http://127.0.0.1:8546' },
]
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const dappMethods = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
]
const dappEvents = ['chainChanged', 'accountsChanged']

describe('buildSessionNamespaces', () => {
  it('approves the requested chains it holds with the active account; drops the others', () => {
    const result = buildSessionNamespaces(
      proposal(
        {},
        {
          eip155: {
            chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
            methods: [...dappMethods, 'eth_sign'],
            events: [...dappEvents, 'message'],
          },
        },
      ),
      chains,
      alice,
    )
    expect(result).toEqual({
      ok: true,
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: [
            'personal_sign',
            'eth_signTypedData_v4',
            'eth_sendTransaction',
            'wallet_switchEthereumChain',
          ],
          events: ['chainChanged', 'accountsChanged'],
          accounts: [`eip155:31337:${alice}`, `eip155:31338:${alice}`],
        },
      },
    })
  })

  it('approves required chains it holds, with optional ones merged in', () => {
    const result = buildSessionNamespaces(
      proposal(
        {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign'],
            events: ['chainChanged'],
          },
        },
        { eip155: { chains: ['eip155:31338'], methods: ['eth_sendTransaction'], events: [] } },
      ),
      chains,
      bob,
    )
    if (!result.ok) throw new Error(JSON.stringify(result.problem))
    expect(result.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(result.namespaces.eip155?.methods).toEqual(['personal_sign', 'eth_sendTransaction'])
    expect(result.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${bob}`,
      `eip155:31338:${bob}`,
    ])
  })

  it('refuses a proposal that requires a chain it does not hold', () => {
    expect(
      buildSessionNamespaces(
        proposal({
          eip155: { chains: ['eip155:1', 'eip155:31337'], methods: ['personal_sign'], events: [] },
        }),
        chains,
        alice,
      ),
    ).toEqual({ ok: false, problem: { kind: 'unsupportedChains', items: ['eip155:1'] } })
  })

  it('refuses a required chain given as a namespace key (eip155:10)', () => {
    expect(
      buildSessionNamespaces(
        proposal({ 'eip155:10': { methods: ['personal_sign'], events: [] } }),
        chains,
        alice,
      ),
    ).toEqual({ ok: false, problem: { kind: 'unsupportedChains', items: ['eip155:10'] } })
  })

  it('refuses a proposal that requires another namespace or an unknown method', () => {
    expect(
      buildSessionNamespaces(
        proposal({
          solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [], events: [] },
        }),
        chains,
        alice,
      ),
    ).toEqual({ ok: false, problem: { kind: 'unsupportedNamespaces', items: ['solana'] } })
    expect(
      buildSessionNamespaces(
        proposal({ eip155: { chains: ['eip155:31337'], methods: ['eth_sign'], events: [] } }),
        chains,
        alice,
      ),
    ).toEqual({ ok: false, problem: { kind: 'unsupportedMethods', items: ['eth_sign'] } })
  })

  it('refuses a proposal that asks for none of its chains', () => {
    expect(
      buildSessionNamespaces(
        proposal(
          {},
          { eip155: { chains: ['eip155:1'], methods: dappMethods, events: dappEvents } },
        ),
        chains,
        alice,
      ),
    ).toEqual({ ok: false, problem: { kind: 'noCommonChain' } })
  })
})

describe('namespace helpers', () => {
  const namespaces = {
    eip155: {
      chains: ['eip155:31337'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
      accounts: [`eip155:31337:${alice}`],
    },
  }

  it('lists what a proposal requests, merging keys such as eip155:1', () => {
    expect(
      requestedNamespaces(
        proposal(
          { 'eip155:1': { methods: ['personal_sign'], events: [] } },
          {
            eip155: {
              chains: ['eip155:31337'],
              methods: ['personal_sign', 'eth_sendTransaction'],
              events: ['chainChanged'],
            },
          },
        ),
      ),
    ).toEqual({
      required: {
        chains: ['eip155:1'],
        methods: ['personal_sign'],
        events: [],
        namespaces: ['eip155'],
      },
      optional: {
        chains: ['eip155:31337'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged'],
        namespaces: ['eip155'],
      },
    })
  })

  it('replaces the account on every chain', () => {
    expect(withAccount(namespaces, bob).eip155?.accounts).toEqual([`eip155:31337:${bob}`])
  })

  it('adds a chain with the account, once', () => {
    const added = withChain(namespaces, chains[1] as WalletChain, alice)
    expect(added.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(added.eip155?.accounts).toEqual([`eip155:31337:${alice}`, `eip155:31338:${alice}`])
    expect(withChain(added, chains[1] as WalletChain, alice)).toEqual(added)
  })

  it('reads a session’s chain ids from its chains or, without them, its accounts', () => {
    expect(sessionChainIds(namespaces)).toEqual([31337])
    expect(
      sessionChainIds({
        eip155: { ...namespaces.eip155, chains: undefined, accounts: [`eip155:31338:${alice}`] },
      }),
    ).toEqual([31338])
    expect(sessionChainIds({})).toEqual([])
  })
})

describe('buildSessionNamespaces with Solana and Bitcoin accounts', () => {
  const solanaKey = devSolanaKey()
  const bitcoinKey = testBitcoinKey()
  const others: OtherNamespaces = {
    solana: {
      key: solanaKey,
      chains: [
        { caipId: SOLANA_DEV_CHAIN, name: 'Foyer dev SVM', rpcUrl: 'http://127.0.0.1:8899' },
      ],
    },
    bitcoin: { key: bitcoinKey },
  }
  const foyerProposal = proposal(
    {},
    {
      eip155: { chains: ['eip155:31337'], methods: dappMethods, events: dappEvents },
      solana: {
        chains: [SOLANA_DEV_CHAIN, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        methods: [
          'solana_signMessage',
          'solana_signTransaction',
          'solana_signAndSendTransaction',
          'solana_signAllTransactions',
        ],
        events: ['accountsChanged', 'chainChanged'],
      },
      bip122: {
        chains: [BITCOIN_TESTNET_CHAIN, BITCOIN_MAINNET_CHAIN],
        methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
        events: ['bip122_addressesChanged'],
      },
    },
  )

  it('approves solana and bip122 with its accounts on the chains it holds, the methods it answers', () => {
    const result = buildSessionNamespaces(foyerProposal, chains, alice, others)
    expect(result.ok).toBe(true)
    const namespaces = (result as { namespaces: Record<string, unknown> }).namespaces
    expect(namespaces.solana).toEqual({
      chains: [SOLANA_DEV_CHAIN],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
      ],
      events: ['accountsChanged', 'chainChanged'],
      accounts: [`${SOLANA_DEV_CHAIN}:${solanaKey.address}`],
    })
    expect(namespaces.bip122).toEqual({
      chains: [BITCOIN_TESTNET_CHAIN],
      methods: ['signMessage', 'signPsbt', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      accounts: [`${BITCOIN_TESTNET_CHAIN}:${bitcoinKey.address}`],
    })
    expect(bitcoinKey.address).toMatch(/^tb1q/)
  })

  it('leaves them out without those accounts, and refuses a proposal that requires them', () => {
    const result = buildSessionNamespaces(foyerProposal, chains, alice)
    expect(Object.keys((result as { namespaces: object }).namespaces)).toEqual(['eip155'])
    const required = proposal(
      { solana: { chains: [SOLANA_DEV_CHAIN], methods: [], events: [] } },
      {},
    )
    expect(buildSessionNamespaces(required, chains, alice)).toEqual({
      ok: false,
      problem: { kind: 'unsupportedNamespaces', items: ['solana'] },
    })
  })

  it('keeps the Solana and Bitcoin accounts when the EVM account changes', () => {
    const result = buildSessionNamespaces(foyerProposal, chains, alice, others)
    const namespaces = (result as { namespaces: SessionTypes.Namespaces }).namespaces
    const switched = withAccount(namespaces, bob)
    expect(switched.eip155?.accounts).toEqual([`eip155:31337:${bob}`])
    expect(switched.solana).toEqual(namespaces.solana)
    expect(switched.bip122).toEqual(namespaces.bip122)
  })
})
