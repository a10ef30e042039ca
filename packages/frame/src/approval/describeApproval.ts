import { formatEther, hexToString, isHex } from 'viem'
import type { ApprovalRequest } from '../handler/approvalRequest'
import { en, type FrameStrings } from '../locale/en'

/** What the approval card shows: a title and labelled rows, as plain text. */
export type ApprovalDescription = { title: string; rows: { label: string; value: string }[] }

const MAX_TEXT = 2000

export function describeApproval(
  request: ApprovalRequest,
  dappName?: string,
  words: FrameStrings['approval'] = en.approval,
): ApprovalDescription {
  const rows = [
    ...(dappName ? [{ label: words.requestedBy, value: dappName }] : []),
    { label: words.account, value: request.address },
    { label: words.chain, value: String(request.chainId) },
  ]
  switch (request.method) {
    case 'personal_sign':
      return {
        title: words.signMessage,
        rows: [...rows, { label: words.message, value: clip(messageText(request.message)) }],
      }
    case 'eth_signTypedData_v4': {
      const domainName = request.typedData.domain?.name
      return {
        title: words.signTypedData,
        rows: [
          ...rows,
          ...(typeof domainName === 'string' ? [{ label: words.domain, value: domainName }] : []),
          { label: words.type, value: request.typedData.primaryType },
          { label: words.data, value: clip(JSON.stringify(request.typedData.message, null, 2)) },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = request.transaction
      return {
        title: words.sendTransaction,
        rows: [
          ...rows,
          { label: words.to, value: tx.to ?? words.newContract },
          { label: words.value, value: `${formatEther(tx.value ?? 0n)} ETH` },
          ...(request.maxFee !== undefined
            ? [{ label: words.maxNetworkFee, value: `${formatEther(request.maxFee)} ETH` }]
            : []),
          ...(tx.data ? [{ label: words.data, value: clip(tx.data) }] : []),
        ],
      }
    }
  }
}

function messageText(message: string | { raw: `0x${string}` }): string {
  if (typeof message === 'string') return message
  if (isHex(message.raw)) {
    try {
      const text = hexToString(message.raw)
      // Shown as text only when it is readable; otherwise the hex itself.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters
      if (!/[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text)) return text
    } catch {
      // not UTF-8
    }
  }
  return message.raw
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text
}
