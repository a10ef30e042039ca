/** How long reading `blocks` blocks took. */
export interface BlockRate {
  blocks: number
  ms: number
}

export function blocksPerSecond({ blocks, ms }: BlockRate): number {
  return blocks / (ms / 1000)
}
