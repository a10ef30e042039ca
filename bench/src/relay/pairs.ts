import { randomBytes } from 'node:crypto'
import type WebSocket from 'ws'
import { FANOUT_PAIRS } from './settings'
import { closeSocket, request } from './sockets'

export interface Pair {
  index: number
  topic: string
  dapp: WebSocket
  wallet: WebSocket
  sent: number
  delivered: number
  replied: number
}

export type Connect = (index: number, role: 'dapp' | 'wallet') => Promise<WebSocket>

/**
 * Opens FANOUT_PAIRS dapp/wallet pairs, one random topic each, pushing each into `pairs` as it
 * opens (so that the caller can close the ones opened before a failure); with `subscribe`, both
 * sockets of each pair then subscribe to its topic.
 */
export async function connectPairs(pairs: Pair[], connect: Connect, subscribe: boolean) {
  for (let index = 0; index < FANOUT_PAIRS; index++) {
    const [dapp, wallet] = await Promise.all([connect(index, 'dapp'), connect(index, 'wallet')])
    pairs.push({
      index,
      topic: randomBytes(32).toString('hex'),
      dapp,
      wallet,
      sent: 0,
      delivered: 0,
      replied: 0,
    })
  }
  if (subscribe) {
    await Promise.all(
      pairs.flatMap((pair) => [
        request(pair.dapp, 1, 'irn_subscribe', { topic: pair.topic }),
        request(pair.wallet, 1, 'irn_subscribe', { topic: pair.topic }),
      ]),
    )
  }
}

export async function closePairs(pairs: Pair[]): Promise<void> {
  await Promise.all(pairs.flatMap((pair) => [closeSocket(pair.dapp), closeSocket(pair.wallet)]))
}
