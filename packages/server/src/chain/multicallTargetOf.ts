import { MULTICALL3_ADDRESS } from '@foyer/protocol'
import type { PublicClient } from 'viem'
import { type MulticallTarget, multicallTarget } from './multicallTarget'

const targets = new WeakMap<PublicClient, Map<number, Promise<MulticallTarget>>>()

/**
 * How viem's `multicall` reaches Multicall3 on `chainId` through `client`, checked on the node:
 * at the address viem lists for the chain (multicallTarget), else at MULTICALL3_ADDRESS (where
 * the dev chains have it, placed by devchain), if it has code there; else deployless (the
 * Multicall3 code sent with every `eth_call`). Asked once per node client and chain; a node that
 * did not answer is asked again next time.
 */
export function multicallTargetOf(client: PublicClient, chainId: number): Promise<MulticallTarget> {
  let known = targets.get(client)
  if (!known) {
    known = new Map()
    targets.set(client, known)
  }
  let target = known.get(chainId)
  if (!target) {
    const named = multicallTarget(chainId)
    const address = 'multicallAddress' in named ? named.multicallAddress : MULTICALL3_ADDRESS
    const kept: Promise<MulticallTarget> = client
      .getCode({ address })
      .then((code) =>
        code && code !== '0x' ? { multicallAddress: address } : { deployless: true },
      )
    kept.catch(() => {
      if (known.get(chainId) === kept) known.delete(chainId)
    })
    known.set(chainId, kept)
    target = kept
  }
  return target
}
