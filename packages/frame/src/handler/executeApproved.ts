import { FoyerError } from '@foyer/protocol'
import type { PrivateKeyAccount } from 'viem'
import type { ApprovalRequest } from './approvalRequest'
import { type PreparedTransaction, sendPreparedTransaction } from './prepareTransaction'

/** Signs, or signs and sends, an approved request with the in-memory account. */
export async function executeApproved(
  account: PrivateKeyAccount,
  request: ApprovalRequest,
  fetchFn: typeof fetch,
  prepared?: PreparedTransaction,
): Promise<unknown> {
  switch (request.method) {
    case 'personal_sign':
      return account.signMessage({ message: request.message })
    case 'eth_signTypedData_v4': {
      const { EIP712Domain: _domain, ...types } = request.typedData.types
      return account.signTypedData({
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
