import { type Address, type Hex, size } from 'viem'
import { TRANSFER_TOPIC } from '../indexerConstants'

const byte = (value: number) => value.toString(16).padStart(2, '0')

/**
 * Init code of a contract that is not a real token: its constructor emits one ERC-20-shaped
 * `Transfer(from, to, amount)`. Without `answer` it leaves no code behind, so `name()`,
 * `symbol()` and `decimals()` answer nothing; with it, every call returns `answer`.
 * (PUSH32 amount, MSTORE at 0, PUSH20 to, PUSH20 from, PUSH32 topic, PUSH1 32, PUSH1 0, LOG3;
 * then STOP, or CODECOPY + RETURN of the runtime.)
 */
export function transferLogEmitter(from: Address, to: Address, amount: bigint, answer?: Hex): Hex {
  const word = amount.toString(16).padStart(64, '0')
  const address = (value: Address) => value.slice(2).toLowerCase()
  const emit = `7f${word}600052${`73${address(to)}`}${`73${address(from)}`}7f${TRANSFER_TOPIC.slice(2)}60206000a3`
  if (answer === undefined) return `0x${emit}00`
  const data = answer.slice(2)
  const dataLength = size(answer)
  // Runtime: CODECOPY(0, 12, len) then RETURN(0, len), followed by the answer.
  const runtime = `60${byte(dataLength)}600c600039${`60${byte(dataLength)}`}6000f3${data}`
  const runtimeLength = runtime.length / 2
  const runtimeOffset = emit.length / 2 + 12
  if (dataLength > 255 || runtimeOffset > 255 || runtimeLength > 255) {
    throw new Error('The answer is too long for this test contract')
  }
  const deploy = `60${byte(runtimeLength)}60${byte(runtimeOffset)}600039${`60${byte(runtimeLength)}`}6000f3`
  return `0x${emit}${deploy}${runtime}`
}
