import { bytesToHex, formatUnits } from 'viem'
import type { SolanaApprovalRequest, SolanaTransactionView } from '../handler/approvalRequest'
import { en, type FrameStrings } from '../locale/en'
import type { SolanaInstructionView } from '../solana/decodeSolanaInstructions'
import { KNOWN_PROGRAMS } from '../solana/knownPrograms'
import { clip, messageText, shortAddress } from './approvalText'
import type { ApprovalDescription, ApprovalNode, ApprovalRow } from './describeApproval'
import { solanaNetworkName } from './networkOf'

const SOL_DECIMALS = 9

/**
 * A Solana request in words: the message as text (or hex), or each transaction's instructions
 * decoded where the program is known (a SOL transfer: recipient and amount in SOL; an SPL token
 * transfer: mint, recipient and amount), any other by program id; the network, and for
 * signAndSend the preflight commitment.
 */
export function describeSolanaApproval(
  request: SolanaApprovalRequest,
  dappName?: string,
  words: FrameStrings['approval'] = en.approval,
): ApprovalDescription {
  const rows: ApprovalRow[] = [
    ...(dappName ? [{ label: words.requestedBy, value: dappName }] : []),
    { label: words.account, value: shortAddress(request.address), code: true },
    {
      label: words.chain,
      value: solanaNetworkName(request.chainId) ?? words.unknownChain(request.chainId),
    },
  ]
  if (request.method === 'solana_signMessage') {
    const text = messageText({ raw: bytesToHex(request.message) })
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
  const send = request.method === 'solana_signAndSendTransaction'
  const preflight: ApprovalRow[] = [
    ...(request.preflightCommitment
      ? [
          {
            label: words.preflightCommitment,
            value:
              request.preflightCommitment.asked === request.preflightCommitment.level
                ? request.preflightCommitment.asked
                : `${request.preflightCommitment.asked} (${request.preflightCommitment.level})`,
            code: true,
          },
        ]
      : []),
    ...(request.skipPreflight ? [{ label: words.preflightCheck, value: words.skipped }] : []),
  ]
  const [only] = request.transactions
  if (request.transactions.length === 1 && only) {
    return {
      title: send ? words.sendTransaction : words.signTransaction,
      rows,
      details: [...transactionNodes(only, request.address, words), ...preflight],
    }
  }
  return {
    title: words.signTransactions(String(request.transactions.length)),
    rows,
    details: request.transactions.map(
      (transaction, index): ApprovalNode => ({
        label: words.transaction(String(index + 1)),
        children: transactionNodes(transaction, request.address, words),
      }),
    ),
  }
}

function transactionNodes(
  transaction: SolanaTransactionView,
  wallet: string,
  words: FrameStrings['approval'],
): ApprovalNode[] {
  return [
    ...transaction.instructions.map((instruction, index) =>
      instructionNode(instruction, String(index + 1), wallet, words),
    ),
    ...(transaction.feePayer === wallet
      ? []
      : [{ label: words.feePayer, value: transaction.feePayer, code: true }]),
    ...(transaction.otherSigners.length > 0
      ? [
          {
            label: words.otherSigners,
            value: transaction.otherSigners.join('\n'),
            code: true,
          },
        ]
      : []),
  ]
}

function instructionNode(
  instruction: SolanaInstructionView,
  index: string,
  wallet: string,
  words: FrameStrings['approval'],
): ApprovalNode {
  const account = (address: string | undefined) =>
    address === undefined ? { value: words.lookupAccount } : { value: address, code: true as const }
  // The sender is shown when it is not the wallet itself.
  const from = (source: string | undefined): ApprovalRow[] =>
    source === wallet ? [] : [{ label: words.from, ...account(source) }]
  if (instruction.kind === 'transferSol') {
    return {
      label: `${words.instruction(index)} · ${words.sendCoin('SOL')}`,
      children: [
        ...from(instruction.source),
        { label: words.recipient, ...account(instruction.destination) },
        {
          label: words.amount,
          value: `${formatUnits(instruction.lamports, SOL_DECIMALS)} SOL`,
          code: true,
        },
      ],
    }
  }
  if (instruction.kind === 'transferToken') {
    return {
      label: `${words.instruction(index)} · ${words.sendTokens}`,
      children: [
        { label: words.mint, ...account(instruction.mint) },
        // The wallet's own token account when the wallet signs for it; else whose it is.
        ...(instruction.authority === wallet
          ? []
          : [{ label: words.from, ...account(instruction.source) }]),
        { label: words.recipient, ...account(instruction.destination) },
        {
          label: words.amount,
          value:
            instruction.decimals === undefined
              ? words.rawAmount(String(instruction.amount))
              : formatUnits(instruction.amount, instruction.decimals),
          code: true,
        },
        programRow(instruction.program, words),
      ],
    }
  }
  return {
    label: words.instruction(index),
    children: [
      programRow(instruction.program, words),
      { label: words.accounts, value: String(instruction.accounts) },
      { label: words.data, value: words.dataSize(String(instruction.dataBytes)) },
    ],
  }
}

function programRow(program: string, words: FrameStrings['approval']): ApprovalRow {
  const name = Object.hasOwn(KNOWN_PROGRAMS, program) ? KNOWN_PROGRAMS[program] : undefined
  return { label: words.program, value: name ? `${name}\n${program}` : program, code: true }
}
