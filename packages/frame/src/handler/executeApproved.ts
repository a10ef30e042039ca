import { FoyerError } from '@foyer/protocol'
import type { LocalAccount, PrivateKeyAccount } from 'viem'
import type { EvmApprovalRequest } from './approvalRequest'
import { type PreparedTransaction, sendPreparedTransaction } from './prepareTransaction'

/**
 * Signs, or signs and sends, an approved message, typed data or EOA transaction: the EOA's key
 * signs, or `signer` (the smart account, whose signatures its contract checks by ERC-1271).
 */
export async function executeApproved(
  account: PrivateKeyAccount,
  request: Exclude<EvmApprovalRequest, { method: 'wallet_sendCalls' }>,
  fetchFn: typeof fetch,
  prepared?: PreparedTransaction,
  signer: Pick<LocalAccount, 'signMessage' | 'signTypedData'> = account,
): Promise<unknown> {
  switch (request.method) {
    case 'personal_sign':
      return signer.signMessage({ message: request.message })
    case 'eth_signTypedData_v4': {
      const { EIP712Domain: _domain, ...types } = request.typedData.types
      return signer.signTypedData({
        domain: request.typedData.domain ?? {},
        types,
        primaryType: request.typedData.primaryType,
        message: request.typedData.message,
      } as Parameters<PrivateKeyAccount['signTypedData']>[0])
    }
    case 'eth_sendTransaction':
      if (!prepared) throw new FoyerError('TRANSACTION_NOT_PREPARED')
      return sendPreparedTransaction(account, request.rpcUrl, prepared, fetchFn)
  }
}
