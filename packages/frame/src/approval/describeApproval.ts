import { ANY_FUNCTION, VALUE_TRANSFER } from '@foyer/protocol'
import {
  type Address,
  formatEther,
  formatUnits,
  type Hex,
  isHex,
  maxUint256,
  size,
  zeroAddress,
} from 'viem'
import { type ApprovalRequest, isSolanaApproval, type TokenInfo } from '../handler/approvalRequest'
import { en, type FrameStrings } from '../locale/en'
import { clip, messageText, shortAddress } from './approvalText'
import { decodeTokenCall, type TokenCall } from './decodeTokenCall'
import { describeSolanaApproval } from './describeSolanaApproval'
import { networkOf } from './networkOf'

/**
 * One labelled value; `code` for addresses, hex and amounts (shown monospaced, left to right),
 * `note` a word on how to read it, `stacked` under its label even when short (a message).
 */
export type ApprovalRow = {
  label: string
  value: string
  code?: boolean
  note?: string
  stacked?: boolean
}

/** A node of the details tree: a value, or a group of nodes (an object or array of typed data). */
export type ApprovalNode = ApprovalRow | { label: string; children: ApprovalNode[] }

/**
 * What the approval card shows, as plain text: a title, who asks for which account on which
 * network (`rows`), what is asked (`details`, a tree), and a warning worth reading first.
 */
export type ApprovalDescription = {
  title: string
  rows: ApprovalRow[]
  details: ApprovalNode[]
  warning?: string
}

/** Typed data deeper or wider than this is cut (a page could send a huge tree). */
const MAX_DEPTH = 6
const MAX_NODES = 400

export function describeApproval(
  request: ApprovalRequest,
  dappName?: string,
  words: FrameStrings['approval'] = en.approval,
  /** The language dates and durations are written in. */
  locale = 'en',
): ApprovalDescription {
  if (isSolanaApproval(request)) return describeSolanaApproval(request, dappName, words)
  const network = networkOf(request.chainId)
  const coin = network.symbol ?? words.nativeCoin
  const rows: ApprovalRow[] = [
    ...(dappName ? [{ label: words.requestedBy, value: dappName }] : []),
    // The visitor's own account, as the kit's button shows it; what the request sends to or
    // lets spend (the details) is always shown in full.
    { label: words.account, value: shortAddress(request.address), code: true },
    { label: words.chain, value: chainName(request.chainId, words) },
  ]
  switch (request.method) {
    case 'personal_sign': {
      const text = messageText(request.message)
      return {
        title: words.signMessage,
        rows,
        details: [
          {
            label: words.message,
            value: clip(text.value),
            stacked: true,
            ...(text.hex ? { code: true, note: words.messageAsHex } : {}),
          },
        ],
      }
    }
    case 'eth_signTypedData_v4': {
      const { domain = {}, message, primaryType } = request.typedData
      const domainChain =
        typeof domain.chainId === 'string' || typeof domain.chainId === 'number'
          ? Number(domain.chainId)
          : undefined
      const budget = { nodes: MAX_NODES }
      const domainNodes: ApprovalNode[] = [
        ...(typeof domain.name === 'string'
          ? [{ label: words.name, value: clip(domain.name) }]
          : []),
        ...(typeof domain.version === 'string'
          ? [{ label: words.version, value: clip(domain.version) }]
          : []),
        ...(domainChain !== undefined && Number.isSafeInteger(domainChain)
          ? [{ label: words.chain, value: chainName(domainChain, words) }]
          : []),
        ...(typeof domain.verifyingContract === 'string'
          ? [{ label: words.verifyingContract, value: clip(domain.verifyingContract), code: true }]
          : []),
      ]
      return {
        title: words.signTypedData,
        rows,
        details: [
          ...(domainNodes.length > 0 ? [{ label: words.domain, children: domainNodes }] : []),
          { label: words.type, value: clip(primaryType), code: true },
          { label: words.message, children: tree(message, 1, budget) },
        ],
        ...(domainChain !== undefined && domainChain !== request.chainId
          ? { warning: words.otherChain }
          : {}),
      }
    }
    case 'wallet_sendCalls': {
      const fee = feeRows(request, coin, words)
      return {
        title: words.sendCalls(String(request.calls.length)),
        rows,
        details: [
          ...request.calls.map((call, index): ApprovalNode => {
            const value =
              call.value > 0n || size(call.data) === 0
                ? [{ label: words.value, value: `${formatEther(call.value)} ${coin}`, code: true }]
                : []
            const tokenCall = size(call.data) > 0 ? decodeTokenCall(call.data) : undefined
            const token = request.tokens?.[call.to.toLowerCase()]
            // A token call in the words of a single one: what it allows or sends, and to whom.
            if (tokenCall) {
              return {
                label: `${words.call(String(index + 1))} · ${tokenCallTitle(tokenCall, token, words)}`,
                children: [...tokenCallRows(call.to, tokenCall, token, words), ...value],
              }
            }
            return {
              label: words.call(String(index + 1)),
              children: [
                { label: words.to, value: call.to, code: true },
                ...value,
                ...(size(call.data) > 0 ? [dataNode(call.data, words)] : []),
              ],
            }
          }),
          ...fee,
        ],
        ...(request.upgrade ? { warning: words.accountUpgrade } : {}),
      }
    }
    case 'wallet_grantPermissions': {
      const { session } = request
      const spend = `${formatEther(session.spendLimit)} ${coin}`
      return {
        title: words.grantPermissions,
        rows,
        details: [
          { label: words.sessionKey, value: request.key, code: true },
          { label: words.expires, value: dateText(session.validUntil, locale) },
          {
            label: words.spendLimit,
            value: request.recurring
              ? words.perPeriod(spend, durationText(session.period, locale))
              : spend,
            code: !request.recurring,
          },
          {
            label: words.allowedCalls,
            children: session.calls.map(({ target, selector }): ApprovalNode => {
              if (target === zeroAddress && selector === VALUE_TRANSFER) {
                return { label: words.transfers(coin), value: words.anyAddress }
              }
              return {
                label: words.contract,
                children: [
                  { label: words.contract, value: target, code: true },
                  selector === ANY_FUNCTION
                    ? { label: words.function, value: words.anyFunction }
                    : { label: words.function, value: functionName(selector), code: true },
                ],
              }
            }),
          },
          ...feeRows(request, coin, words),
        ],
        warning: words.sessionWarning,
      }
    }
    case 'wallet_revokePermissions':
      return {
        title: words.revokePermissions,
        rows,
        details: [{ label: words.sessionKey, value: request.key, code: true }],
      }
    case 'eth_sendTransaction': {
      const tx = request.transaction
      const fee = feeRows(request, coin, words)
      const value =
        tx.value !== undefined && tx.value > 0n
          ? [{ label: words.value, value: `${formatEther(tx.value)} ${coin}`, code: true }]
          : []
      const data = tx.data && size(tx.data) > 0 ? tx.data : undefined
      const call = tx.to && data ? decodeTokenCall(data) : undefined
      if (tx.to && call) {
        return {
          title: tokenCallTitle(call, request.token, words),
          rows,
          details: [...tokenCallRows(tx.to, call, request.token, words), ...value, ...fee],
        }
      }
      const title = !tx.to
        ? words.deployContract
        : data
          ? words.approveTransaction
          : words.sendCoin(coin)
      return {
        title,
        rows,
        details: [
          { label: words.to, value: tx.to ?? words.newContract, ...(tx.to ? { code: true } : {}) },
          ...(value.length > 0 || !data
            ? [{ label: words.value, value: `${formatEther(tx.value ?? 0n)} ${coin}`, code: true }]
            : []),
          ...fee,
          ...(data ? [dataNode(data, words)] : []),
        ],
      }
    }
  }
}

/** A token call's title: the allowance it gives, or what it sends. */
function tokenCallTitle(
  call: TokenCall,
  token: TokenInfo | undefined,
  words: FrameStrings['approval'],
): string {
  if (call.name === 'approve') return words.approveSpending
  return token ? words.sendCoin(token.symbol) : words.sendTokens
}

/**
 * A token call's rows: the contract's own symbol, if it gave one, and always its address (symbols
 * are not unique); the spender and allowance, or the sender, recipient and amount.
 */
function tokenCallRows(
  contract: Address,
  call: TokenCall,
  token: TokenInfo | undefined,
  words: FrameStrings['approval'],
): ApprovalRow[] {
  const amount = (raw: bigint) => tokenAmount(raw, token, words)
  const rows: ApprovalRow[] = [
    ...(token ? [{ label: words.token, value: token.symbol }] : []),
    { label: words.contract, value: contract, code: true },
  ]
  if (call.name === 'approve') {
    return [
      ...rows,
      { label: words.spender, value: call.spender, code: true },
      {
        label: words.allowance,
        value: call.amount === maxUint256 ? words.unlimited : amount(call.amount),
        code: call.amount !== maxUint256,
      },
    ]
  }
  return [
    ...rows,
    ...(call.name === 'transferFrom'
      ? [{ label: words.account, value: call.from, code: true }]
      : []),
    { label: words.recipient, value: call.to, code: true },
    { label: words.amount, value: amount(call.amount), code: true },
  ]
}

/** Who pays the gas: the app's paymaster, or the account at most `maxFee`. */
function feeRows(
  request: { maxFee?: bigint; sponsored?: boolean },
  coin: string,
  words: FrameStrings['approval'],
): ApprovalRow[] {
  if (request.sponsored) return [{ label: words.networkFee, value: words.sponsoredFee }]
  if (request.maxFee === undefined) return []
  return [
    { label: words.maxNetworkFee, value: `${formatEther(request.maxFee)} ${coin}`, code: true },
  ]
}

/** The common token functions by selector; any other is shown as its selector. */
const KNOWN_FUNCTIONS: Record<string, string> = {
  '0xa9059cbb': 'transfer(address,uint256)',
  '0x095ea7b3': 'approve(address,uint256)',
  '0x23b872dd': 'transferFrom(address,address,uint256)',
}

function functionName(selector: Hex): string {
  return KNOWN_FUNCTIONS[selector.toLowerCase()] ?? selector
}

/** A time (seconds) as the visitor's language writes a date and time. */
function dateText(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(seconds * 1000),
  )
}

/** A duration in the largest whole unit: "1 day", "90 minutes", "45 seconds". */
function durationText(seconds: number, locale: string): string {
  const units = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ] as const
  const [unit, size] = units.find(([, length]) => seconds % length === 0) ?? ['second', 1]
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(
    seconds / size,
  )
}

function chainName(chainId: number, words: FrameStrings['approval']): string {
  return networkOf(chainId).name ?? words.unknownChain(String(chainId))
}

function tokenAmount(raw: bigint, token: TokenInfo | undefined, words: FrameStrings['approval']) {
  return token
    ? `${formatUnits(raw, token.decimals)} ${token.symbol}`
    : words.rawAmount(String(raw))
}

function dataNode(data: Hex, words: FrameStrings['approval']): ApprovalNode {
  return {
    label: `${words.data} · ${words.dataSize(String(size(data)))}`,
    children: [{ label: words.data, value: clip(data), code: true }],
  }
}

/** Typed data's message as a tree; cut at MAX_DEPTH and MAX_NODES with an ellipsis. */
function tree(
  value: Record<string, unknown> | unknown[],
  depth: number,
  budget: { nodes: number },
) {
  const nodes: ApprovalNode[] = []
  for (const [key, item] of Object.entries(value)) {
    if (budget.nodes-- <= 0) {
      nodes.push({ label: '…', value: '…' })
      break
    }
    if (item !== null && typeof item === 'object') {
      nodes.push(
        depth >= MAX_DEPTH
          ? { label: clip(key), value: '…' }
          : {
              label: clip(key),
              children: tree(item as Record<string, unknown>, depth + 1, budget),
            },
      )
    } else {
      const text = typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item))
      nodes.push({
        label: clip(key),
        value: clip(text),
        ...(typeof item === 'string' && isHex(item) ? { code: true } : {}),
      })
    }
  }
  return nodes
}
