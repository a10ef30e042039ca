import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'

/** One JSON-RPC call the test server received. */
export type SvmRpcCall = { method: string; params: unknown[] }

/**
 * Test helper: a small Solana JSON-RPC endpoint over an in-process SVM (`litesvm`: real programs
 * and transactions), with the methods the frame uses (`sendTransaction`, `getAccountInfo`) and
 * `getBalance`, `getLatestBlockhash`. The dev SVM endpoint of packages/devchain replaces it once
 * that exists. Every call is recorded.
 */
export async function startTestSvmRpc(svm: LiteSVM) {
  const calls: SvmRpcCall[] = []
  const server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const {
      id,
      method,
      params = [],
    } = JSON.parse(body) as {
      id: number
      method: string
      params?: unknown[]
    }
    calls.push({ method, params })
    const answer = (payload: Record<string, unknown>) => {
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({ jsonrpc: '2.0', id, ...payload }, (_key, value) =>
          typeof value === 'bigint' ? Number(value) : value,
        ),
      )
    }
    const slot = svm.getClock().slot
    switch (method) {
      case 'sendTransaction': {
        const [wire] = params as [string]
        const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
        const result = svm.sendTransaction(transaction)
        if (result instanceof FailedTransactionMetadata) {
          return answer({
            error: {
              code: -32002,
              message: `Transaction simulation failed: ${result.toString()}`,
            },
          })
        }
        return answer({ result: getBase58Decoder().decode(result.signature()) })
      }
      case 'getAccountInfo': {
        const account = svm.getAccount(params[0] as Address)
        return answer({
          result: {
            context: { slot },
            value: account.exists
              ? {
                  data: [getBase64Decoder().decode(account.data), 'base64'],
                  executable: account.executable,
                  lamports: account.lamports,
                  owner: account.programAddress,
                  rentEpoch: 0,
                  space: account.data.length,
                }
              : null,
          },
        })
      }
      case 'getBalance':
        return answer({
          result: { context: { slot }, value: svm.getBalance(params[0] as Address) ?? 0n },
        })
      case 'getLatestBlockhash':
        return answer({
          result: {
            context: { slot },
            value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + 150n },
          },
        })
      default:
        return answer({ error: { code: -32601, message: `Method not found: ${method}` } })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
