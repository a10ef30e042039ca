import { testAddresses } from '@foyer/devchain'
import type { ChainDeployment } from '@foyer/protocol'
import { encodeFunctionData, erc20Abi, toHex } from 'viem'
import { MAX_FEE_PER_GAS, TOKEN_TRANSFER_GAS } from './indexerSettings'
import { jsonRpc, jsonRpcOne, type RpcCall } from './jsonRpc'
import { blockTransfers, plannedCounts } from './transferPlan'

/** The generated blocks: `firstBlock`..`lastBlock`, every one holding its planned transfers. */
export interface TransferBlocks {
  firstBlock: bigint
  lastBlock: bigint
  blocks: number
  transactions: number
  native: number
  erc20: number
  /** How long generating them took. */
  setupMs: number
}

const PROGRESS_EVERY = 2_500

/**
 * Mines `blocks` blocks on anvil, each holding the transfers of `blockTransfers` between the
 * test accounts (which anvil unlocks): automine off, then per block one JSON-RPC batch of
 * `eth_sendTransaction` (explicit nonces, gas and fees: nothing estimated) and one `evm_mine`.
 * Anvil runs a batch's calls concurrently, so a block's sends must have answered before it is
 * mined: two round trips per block. Most of the time is anvil's `evm_mine`, which grows slower
 * as the chain grows, empty blocks too (measured here: ~2 ms per block at first, ~8 ms after
 * 3,000 blocks).
 * Throws unless the chain ends `blocks` blocks higher.
 */
export async function mineTransferBlocks(
  rpcUrl: string,
  deployment: ChainDeployment,
  blocks: number,
): Promise<TransferBlocks> {
  const started = performance.now()
  await jsonRpc(rpcUrl, [{ method: 'evm_setAutomine', params: [false] }])
  const head = BigInt(String(await jsonRpcOne(rpcUrl, { method: 'eth_blockNumber', params: [] })))
  const nonces = (
    await jsonRpc(
      rpcUrl,
      testAddresses.map((address) => ({
        method: 'eth_getTransactionCount',
        params: [address, 'pending'],
      })),
    )
  ).map((count) => Number(count))
  const tokens = deployment.tokens.map((token) => token.address)
  for (let block = 0; block < blocks; block++) {
    const sends: RpcCall[] = blockTransfers(block, testAddresses.length).map(
      ({ from, to, what, amount }) => {
        const nonce = nonces[from] ?? 0
        nonces[from] = nonce + 1
        const common = {
          from: testAddresses[from],
          nonce: toHex(nonce),
          maxFeePerGas: toHex(MAX_FEE_PER_GAS),
          maxPriorityFeePerGas: toHex(1),
        }
        const recipient = testAddresses[to]
        if (!recipient) throw new Error(`No test account ${to}`)
        if (what.kind === 'native') {
          return {
            method: 'eth_sendTransaction',
            params: [{ ...common, to: recipient, value: toHex(amount), gas: toHex(21_000) }],
          }
        }
        const token = tokens[what.token]
        if (!token) throw new Error(`The deployment has no token ${what.token}`)
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, amount],
        })
        return {
          method: 'eth_sendTransaction',
          params: [{ ...common, to: token, data, gas: toHex(TOKEN_TRANSFER_GAS) }],
        }
      },
    )
    await jsonRpc(rpcUrl, sends)
    await jsonRpc(rpcUrl, [{ method: 'evm_mine', params: [] }])
    if ((block + 1) % PROGRESS_EVERY === 0) console.log(`mined ${block + 1}/${blocks} blocks`)
  }
  const last = BigInt(String(await jsonRpcOne(rpcUrl, { method: 'eth_blockNumber', params: [] })))
  if (last !== head + BigInt(blocks)) {
    throw new Error(`Mined ${last - head} blocks, not ${blocks}`)
  }
  return {
    firstBlock: head + 1n,
    lastBlock: last,
    blocks,
    ...plannedCounts(blocks),
    setupMs: performance.now() - started,
  }
}
