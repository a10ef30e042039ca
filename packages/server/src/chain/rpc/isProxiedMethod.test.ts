import { describe, expect, it } from 'vitest'
import { isProxiedMethod } from './isProxiedMethod'

describe('isProxiedMethod', () => {
  it.each([
    'eth_chainId',
    'eth_blockNumber',
    'eth_call',
    'eth_getBalance',
    'eth_getLogs',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_getTransactionReceipt',
    'eth_sendRawTransaction',
    'eth_sendRawTransactionSync',
    'net_version',
    'web3_clientVersion',
  ])('passes %s', (method) => {
    expect(isProxiedMethod(method)).toBe(true)
  })

  it.each([
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_sendUnsignedTransaction',
    'eth_resend',
    'eth_signTransactions',
    'eth_submitWork',
    'eth_someFutureMethod',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_coinbase',
    'anvil_setBalance',
    'anvil_impersonateAccount',
    'evm_mine',
    'evm_snapshot',
    'hardhat_setCode',
    'debug_traceTransaction',
    'personal_sign',
    'personal_unlockAccount',
    'admin_peers',
    'txpool_content',
    'net_listening',
    'web3_sha3',
    'wallet_switchEthereumChain',
    'ETH_CALL',
    'eth',
    '',
  ])('refuses %j', (method) => {
    expect(isProxiedMethod(method)).toBe(false)
  })
})
