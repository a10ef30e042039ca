import { base58 } from '@scure/base'
import { bytesToHex, formatEther, hexToBytes, isHex } from 'viem'
import { findChain, toChainNumber } from '../chains/viemChain'
import type { WalletChain } from '../config/readConfig'
import type { WalletRequest } from './handleRequest'
import {
  InvalidParamsError,
  personalSignParams,
  switchChainParams,
  transactionParams,
  typedDataParams,
} from './requestParams'

/** What a request card shows: the request's params decoded for a person to read. */
export type RequestDescription =
  | { kind: 'message'; account: string; text: string; encoding: 'text' | 'hex' }
  | { kind: 'typedData'; account: string; primaryType: string; domainName?: string; json: string }
  | {
      kind: 'transaction'
      from?: string
      to?: string
      /** The value in ether, e.g. `0.01`. */
      value: string
      data?: string
      chain?: WalletChain
    }
  | { kind: 'switchChain'; chainId?: number; chain?: WalletChain }
  | { kind: 'other'; json: string }
  | { kind: 'invalid'; detail: string; json: string }

export function describeRequest(
  request: WalletRequest,
  chains: readonly WalletChain[],
): RequestDescription {
  try {
    switch (request.method) {
      case 'personal_sign': {
        const { message, address } = personalSignParams(request.params)
        return { kind: 'message', account: address, ...readableMessage(message) }
      }
      case 'eth_signTypedData_v4': {
        const { address, typedData } = typedDataParams(request.params)
        const name = typedData.domain?.name
        return {
          kind: 'typedData',
          account: address,
          primaryType: typedData.primaryType,
          ...(typeof name === 'string' ? { domainName: name } : {}),
          json: JSON.stringify(
            { domain: typedData.domain ?? {}, message: typedData.message },
            null,
            2,
          ),
        }
      }
      case 'eth_sendTransaction': {
        const tx = transactionParams(request.params)
        const chain = findChain(chains, request.chainId)
        return {
          kind: 'transaction',
          ...(tx.from ? { from: tx.from } : {}),
          ...(tx.to ? { to: tx.to } : {}),
          value: formatEther(tx.value ?? 0n),
          ...(tx.data ? { data: tx.data } : {}),
          ...(chain ? { chain } : {}),
        }
      }
      case 'wallet_switchEthereumChain': {
        const { chainId } = switchChainParams(request.params)
        const id = toChainNumber(chainId)
        const chain = findChain(chains, chainId)
        return {
          kind: 'switchChain',
          ...(id !== undefined ? { chainId: id } : {}),
          ...(chain ? { chain } : {}),
        }
      }
      case 'solana_signMessage':
      case 'signMessage': {
        const params = (request.params ?? {}) as {
          message?: unknown
          pubkey?: unknown
          address?: unknown
          account?: unknown
        }
        if (typeof params.message !== 'string')
          throw new InvalidParamsError('message must be a string')
        const account = String(params.pubkey ?? params.address ?? params.account ?? '')
        if (request.method === 'signMessage')
          return { kind: 'message', account, text: params.message, encoding: 'text' }
        let bytes: Uint8Array
        try {
          bytes = base58.decode(params.message)
        } catch {
          throw new InvalidParamsError('message must be base58')
        }
        return { kind: 'message', account, ...readableMessage(bytesToHex(bytes)) }
      }
      default:
        return { kind: 'other', json: paramsJson(request.params) }
    }
  } catch (error) {
    if (!(error instanceof InvalidParamsError)) throw error
    return { kind: 'invalid', detail: error.message, json: paramsJson(request.params) }
  }
}

/** The message as text when its bytes are printable UTF-8, else as hex. */
export function readableMessage(message: string): { text: string; encoding: 'text' | 'hex' } {
  if (!isHex(message)) return { text: message, encoding: 'text' }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) {
      return { text, encoding: 'text' }
    }
  } catch {
    // not UTF-8: show the hex
  }
  return { text: message, encoding: 'hex' }
}

function paramsJson(params: unknown): string {
  try {
    return JSON.stringify(params, null, 2) ?? String(params)
  } catch {
    return String(params)
  }
}
