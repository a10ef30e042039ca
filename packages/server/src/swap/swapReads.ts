import { MULTICALL3_CREATION_CODE } from '@foyer/protocol'
import {
  type Abi,
  type AbiFunction,
  type AbiStateMutability,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionParameters,
  type ContractFunctionReturnType,
  concatHex,
  decodeAbiParameters,
  deploylessCallViaBytecodeBytecode,
  encodeAbiParameters,
  type Hex,
  multicall3Abi,
  numberToHex,
  type PublicClient,
  toFunctionSelector,
} from 'viem'
import { multicallTargetOf } from '../chain/multicallTargetOf'
import { decodeAggregate3, encodeAggregate3 } from './aggregate3Data'

/**
 * The contract reads of one swap quote (every market's), sent together: see swapReads.
 */
export interface SwapReads {
  /**
   * `call`'s answer; undefined when it failed on chain (it reverted, the address has no code, or
   * it answered something else than its ABI says). Rejects when the node did not answer
   * (chainCall makes that a 502).
   */
  read<
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, AbiStateMutability>,
    const args extends ContractFunctionArgs<abi, AbiStateMutability, functionName>,
  >(
    call: ContractFunctionParameters<abi, AbiStateMutability, functionName, args>,
  ): Promise<ContractFunctionReturnType<abi, AbiStateMutability, functionName, args> | undefined>
}

/** A function of an ABI with its selector, worked out once (viem hashes its signature per call). */
interface Prepared {
  item: AbiFunction
  selector: Hex
}

const prepared = new WeakMap<object, Map<string, Prepared>>()

function prepare(abi: Abi | readonly unknown[], functionName: string): Prepared {
  let functions = prepared.get(abi)
  if (!functions) {
    functions = new Map()
    prepared.set(abi, functions)
  }
  let found = functions.get(functionName)
  if (!found) {
    const item = (abi as Abi).find(
      (entry): entry is AbiFunction => entry.type === 'function' && entry.name === functionName,
    )
    if (!item) throw new Error(`the ABI has no function ${functionName}`)
    found = { item, selector: toFunctionSelector(item) }
    functions.set(functionName, found)
  }
  return found
}

const AGGREGATE3 = prepare(multicall3Abi, 'aggregate3')

/**
 * The deployless call's data up to its second argument: the deploylessCallViaBytecode
 * constructor's code, then ABI-encoded (Multicall3's creation code, `aggregate3`'s call data)
 * without the call data's length and bytes, which `deployless` appends.
 */
const DEPLOYLESS_HEAD: Hex = concatHex([
  deploylessCallViaBytecodeBytecode,
  encodeAbiParameters([{ type: 'bytes' }, { type: 'bytes' }], [MULTICALL3_CREATION_CODE, '0x'])
    // The empty call data's length word.
    .slice(0, -64) as Hex,
])

/**
 * What viem's deployless call sends for `data` to Multicall3 (encodeDeployData of
 * `constructor(bytes, bytes)` over Multicall3's creation code and `data`), without encoding
 * Multicall3's 5 kB code again for every quote.
 */
export function deploylessMulticall(data: Hex): Hex {
  const bytes = (data.length - 2) / 2
  const padded = Math.ceil(bytes / 32) * 32
  return `${DEPLOYLESS_HEAD}${numberToHex(bytes, { size: 32 }).slice(2)}${data.slice(2)}${'00'.repeat(padded - bytes)}`
}

interface Queued {
  call: { address: Address; prepared: Prepared; callData: Hex }
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** The decoded answer of one call, or undefined for a failure on chain. */
function answer({ prepared: { item } }: Queued['call'], success: boolean, data: Hex): unknown {
  if (!success || data === '0x') return undefined
  try {
    const values = decodeAbiParameters(item.outputs, data)
    return values.length === 1 ? values[0] : values
  } catch {
    return undefined
  }
}

/**
 * One quote's reads of `chainId` through `client`: the reads asked in one turn of the event loop
 * (until `setImmediate`: a quote's V2 and V3 markets ask theirs after the same awaits) leave as
 * ONE `eth_call` of Multicall3's `aggregate3` — at its address where the chain has one
 * (multicallTargetOf, checked once on the node), else deployless — each call allowed to fail on its
 * own. The reads of a later turn (a pool's address not known yet) leave as the next one. Made
 * per quote, never shared between requests: a call that burns all the gas (a token of the
 * caller's choosing) can fail only the quote that asked it. Selectors are worked out once per
 * ABI function and the deployless code encoded once; `aggregate3`'s own data is written and read
 * directly (aggregate3Data).
 */
export function swapReads(client: PublicClient, chainId: number): SwapReads {
  let queued: Queued[] = []

  const send = async () => {
    const calls = queued
    queued = []
    try {
      const aggregate = concatHex([
        AGGREGATE3.selector,
        encodeAggregate3(
          calls.map(({ call }) => ({ target: call.address, callData: call.callData })),
        ),
      ])
      const target = await multicallTargetOf(client, chainId)
      const result = await client.request({
        method: 'eth_call',
        params: [
          target.deployless
            ? { data: deploylessMulticall(aggregate) }
            : { to: target.multicallAddress, data: aggregate },
          'latest',
        ],
      })
      const results = decodeAggregate3(result)
      calls.forEach((entry, index) => {
        const one = results[index]
        entry.resolve(one ? answer(entry.call, one.success, one.returnData) : undefined)
      })
    } catch (error) {
      for (const entry of calls) entry.reject(error)
    }
  }

  return {
    read({ address, abi, functionName, args }) {
      return new Promise((resolve, reject) => {
        const found = prepare(abi, functionName)
        const callData = concatHex([
          found.selector,
          found.item.inputs.length > 0
            ? encodeAbiParameters(found.item.inputs, (args ?? []) as readonly unknown[])
            : '0x',
        ])
        if (queued.length === 0) setImmediate(send)
        queued.push({
          call: { address, prepared: found, callData },
          resolve: resolve as (value: unknown) => void,
          reject,
        })
      })
    },
  }
}
