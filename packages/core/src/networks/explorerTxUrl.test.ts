import { describe, expect, it } from 'vitest'
import { devChainA } from './devChains'
import { explorerTxUrl } from './explorerTxUrl'
import { solana, solanaDevnet } from './solanaNetworks'

describe('explorerTxUrl', () => {
  it("is the explorer's transaction page, when the network has an explorer", () => {
    const hash = `0x${'ab'.repeat(32)}`
    const withExplorer = {
      ...devChainA,
      blockExplorers: { default: { name: 'Scan', url: 'https://scan.example/' } },
    }
    expect(explorerTxUrl(withExplorer, hash)).toBe(`https://scan.example/tx/${hash}`)
    expect(explorerTxUrl(devChainA, hash)).toBeUndefined()
  })

  it("keeps the explorer's query after the path (Solscan's cluster)", () => {
    const signature = '5'.repeat(88)
    expect(explorerTxUrl(solanaDevnet, signature)).toBe(
      `https://solscan.io/tx/${signature}?cluster=devnet`,
    )
    expect(explorerTxUrl(solana, signature)).toBe(`https://solscan.io/tx/${signature}`)
  })
})
