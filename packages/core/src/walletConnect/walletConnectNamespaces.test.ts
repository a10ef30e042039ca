import { BITCOIN_TESTNET_CHAIN } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { bitcoinTestnet } from '../networks/bitcoinNetworks'
import { devChainA } from '../networks/devChains'
import { solana, solanaDevnet } from '../networks/solanaNetworks'
import { proposalNamespaces } from './walletConnectNamespaces'

const evm = [{ id: 31337, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]

describe('proposalNamespaces', () => {
  it('proposes eip155 alone for a dapp with EVM chains only', () => {
    const namespaces = proposalNamespaces(evm, [devChainA])
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:31337'],
      methods: [
        'eth_sendTransaction',
        'personal_sign',
        'eth_signTypedData_v4',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { '31337': 'http://127.0.0.1:8545' },
    })
  })

  it("adds solana with the dapp's Solana chains (CAIP-2), their RPC URLs and the four sign methods", () => {
    const namespaces = proposalNamespaces(evm, [devChainA, solana, solanaDevnet])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.solana).toEqual({
      chains: [solana.caipNetworkId, solanaDevnet.caipNetworkId],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: {
        [solana.caipNetworkId.split(':')[1] as string]: solana.rpcUrls.default.http[0],
        [solanaDevnet.caipNetworkId.split(':')[1] as string]: solanaDevnet.rpcUrls.default.http[0],
      },
    })
  })

  it("adds bip122 with the dapp's Bitcoin chains and WalletConnect's Bitcoin methods", () => {
    const namespaces = proposalNamespaces(evm, [devChainA, bitcoinTestnet])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'bip122'])
    expect(namespaces.bip122).toEqual({
      chains: [BITCOIN_TESTNET_CHAIN],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
    })
  })
})
