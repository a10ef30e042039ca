// @vitest-environment jsdom
import {
  type address,
  appendTransactionMessageInstructions,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { SolanaApprovalRequest } from '../handler/approvalRequest'
import { decodeSolanaInstructions } from '../solana/decodeSolanaInstructions'
import { readSolanaTransaction } from '../solana/readSolanaTransaction'
import {
  SOME_BLOCKHASH,
  solTransfer,
  tokenTransfer,
  wireTransaction,
} from '../testing/solanaFixtures'
import { createApprovalCard } from './createApprovalCard'
import { describeSolanaApproval } from './describeSolanaApproval'

const TESTNET = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'

async function keys() {
  const [me, other, program, mint, source, destination] = await Promise.all(
    Array.from({ length: 6 }, () => generateKeyPairSigner().then((signer) => signer.address)),
  )
  return { me, other, program, mint, source, destination } as Record<
    'me' | 'other' | 'program' | 'mint' | 'source' | 'destination',
    ReturnType<typeof address>
  >
}

function transactionRequest(me: string, wires: string[]): SolanaApprovalRequest {
  return {
    method: wires.length > 1 ? 'solana_signAllTransactions' : 'solana_signTransaction',
    address: me,
    chainId: TESTNET,
    transactions: wires.map((wire) => {
      const read = readSolanaTransaction(wire)
      return {
        feePayer: read.message.staticAccounts[0] as string,
        instructions: decodeSolanaInstructions(read),
        otherSigners: [],
      }
    }),
  }
}

describe('the Solana approval card', () => {
  it('shows the SOL transfer, the token transfer and an unknown program, with network and Approve', async () => {
    const k = await keys()
    const wire = wireTransaction(k.me, [
      solTransfer(k.me, k.other, 250_000_000n),
      tokenTransfer({
        owner: k.me,
        source: k.source,
        destination: k.destination,
        amount: 42_000_000n,
        checked: { mint: k.mint, decimals: 6 },
      }),
      { programAddress: k.program, data: new Uint8Array([1, 2, 3]) },
    ])
    document.body.innerHTML = '<main id="root"></main>'
    const container = document.getElementById('root') as HTMLElement
    const card = createApprovalCard({ document, container, dappName: () => 'Demo' })
    const pending = card.approve(transactionRequest(k.me, [wire]))
    await Promise.resolve()
    const dialog = container.querySelector('[role="dialog"]') as HTMLElement
    const text = dialog.textContent ?? ''
    expect(dialog.querySelector('h2')?.textContent).toBe('Sign transaction')
    expect(text).toContain('Solana Testnet')
    expect(text).toContain(`${k.me.slice(0, 6)}…${k.me.slice(-4)}`)
    expect(text).toContain('Instruction 1 · Send SOL')
    expect(text).toContain('0.25 SOL')
    expect(text).toContain(k.other)
    expect(text).toContain('Instruction 2 · Send tokens')
    expect(text).toContain(k.mint)
    expect(text).toContain('42')
    expect(text).toContain('Instruction 3')
    expect(text).toContain(k.program)
    expect(text).toContain('3 bytes')
    const approve = [...dialog.querySelectorAll('button')].find(
      (button) => button.getAttribute('aria-label') === 'Approve: Sign transaction',
    )
    approve?.click()
    expect(await pending).toBe(true)
  })

  it('an account loaded from a lookup table is named as such; another fee payer is shown', async () => {
    const k = await keys()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(k.other, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: SOME_BLOCKHASH, lastValidBlockHeight: 1n },
          m,
        ),
      (m) => appendTransactionMessageInstructions([solTransfer(k.me, k.destination, 1n)], m),
    )
    const compressed = compressTransactionMessageUsingAddressLookupTables(message, {
      [k.program]: [k.destination],
    })
    const wire = getBase64EncodedWireTransaction(compileTransaction(compressed))
    const shown = describeSolanaApproval(transactionRequest(k.me, [wire]))
    expect(shown.details).toEqual([
      {
        label: 'Instruction 1 · Send SOL',
        children: [
          { label: 'Recipient', value: 'From a lookup table' },
          { label: 'Amount', value: '0.000000001 SOL', code: true },
        ],
      },
      { label: 'Fee payer', value: k.other, code: true },
    ])
  })

  it('a message: its text, or hex with a note when it is not readable; an unknown network by id', () => {
    const base = {
      method: 'solana_signMessage',
      address: 'x'.repeat(44),
      chainId: 'devchain',
    } as const
    const text = describeSolanaApproval({ ...base, message: new TextEncoder().encode('gm') })
    expect(text.details).toEqual([{ label: 'Message', value: 'gm', stacked: true }])
    expect(text.rows).toContainEqual({ label: 'Network', value: 'Chain devchain' })
    const binary = describeSolanaApproval({ ...base, message: new Uint8Array([0, 159, 1]) })
    expect(binary.details).toEqual([
      {
        label: 'Message',
        value: '0x009f01',
        stacked: true,
        code: true,
        note: 'Not readable as text: shown as hex',
      },
    ])
  })
})
