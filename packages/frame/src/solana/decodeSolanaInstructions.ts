import {
  getTransferSolInstructionDataDecoder,
  SYSTEM_PROGRAM_ADDRESS,
  TRANSFER_SOL_DISCRIMINATOR,
} from '@solana-program/system'
import {
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  TOKEN_PROGRAM_ADDRESS,
  TRANSFER_CHECKED_DISCRIMINATOR,
  TRANSFER_DISCRIMINATOR,
} from '@solana-program/token'
import { TOKEN_2022_PROGRAM_ADDRESS } from './knownPrograms'
import type { ReadTransaction } from './readSolanaTransaction'

/**
 * An instruction as the card shows it: a SOL transfer (lamports), an SPL token transfer (raw
 * amount; mint and decimals when the instruction or the source account tell them), or another
 * program's instruction by program id. An account the message loads from a lookup table is
 * undefined (its address is not in the transaction).
 */
export type SolanaInstructionView =
  | { kind: 'transferSol'; source?: string; destination?: string; lamports: bigint }
  | {
      kind: 'transferToken'
      program: string
      source?: string
      destination?: string
      authority?: string
      amount: bigint
      mint?: string
      decimals?: number
    }
  | { kind: 'other'; program: string; accounts: number; dataBytes: number }

/** The instructions of a transaction, decoded where the program is known. */
export function decodeSolanaInstructions(read: ReadTransaction): SolanaInstructionView[] {
  const { message } = read
  return message.instructions.map((instruction) => {
    const program = message.staticAccounts[instruction.programAddressIndex] as string
    const data = instruction.data ?? new Uint8Array()
    const accounts = (instruction.accountIndices ?? []).map(
      (index) => message.staticAccounts[index] as string | undefined,
    )
    const other: SolanaInstructionView = {
      kind: 'other',
      program,
      accounts: accounts.length,
      dataBytes: data.length,
    }
    try {
      if (program === SYSTEM_PROGRAM_ADDRESS && data.length === 12 && accounts.length >= 2) {
        const decoded = getTransferSolInstructionDataDecoder().decode(data)
        if (decoded.discriminator !== TRANSFER_SOL_DISCRIMINATOR) return other
        return {
          kind: 'transferSol',
          ...defined({ source: accounts[0], destination: accounts[1] }),
          lamports: decoded.amount,
        }
      }
      if (program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM_ADDRESS) {
        if (data[0] === TRANSFER_DISCRIMINATOR && data.length === 9 && accounts.length >= 3) {
          const decoded = getTransferInstructionDataDecoder().decode(data)
          return {
            kind: 'transferToken',
            program,
            ...defined({ source: accounts[0], destination: accounts[1], authority: accounts[2] }),
            amount: decoded.amount,
          }
        }
        if (
          data[0] === TRANSFER_CHECKED_DISCRIMINATOR &&
          data.length === 10 &&
          accounts.length >= 4
        ) {
          const decoded = getTransferCheckedInstructionDataDecoder().decode(data)
          return {
            kind: 'transferToken',
            program,
            ...defined({
              source: accounts[0],
              mint: accounts[1],
              destination: accounts[2],
              authority: accounts[3],
            }),
            amount: decoded.amount,
            decimals: decoded.decimals,
          }
        }
      }
    } catch {
      // Not the layout it claimed: shown as the program's instruction.
    }
    return other
  })
}

function defined<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}
