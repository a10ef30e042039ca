import { describe, expect, it } from 'vitest'
import { type OperationTransfer, operationType } from './operationType'

const ME = '0x1111111111111111111111111111111111111111'
const YOU = '0x2222222222222222222222222222222222222222'
const ZERO = '0x0000000000000000000000000000000000000000'

const sent = { from: ME, value: 0n, selector: null, status: 'confirmed' } as const
const token = (direction: OperationTransfer['direction'], from: string, to: string) =>
  ({ direction, standard: 'erc20', from, to }) as const
const coin = (direction: OperationTransfer['direction']) =>
  ({ direction, standard: 'native', from: ZERO, to: ZERO }) as const

describe('operationType', () => {
  it.each([
    ['only incoming value is a receive', [token('in', YOU, ME), coin('in')], 'receive'],
    ['tokens minted to the account are a mint', [token('in', ZERO, ME)], 'mint'],
    ['coins are never a mint', [coin('in')], 'receive'],
    ['only outgoing value is a send', [token('out', ME, YOU)], 'send'],
    ['tokens sent to the zero address are a burn', [token('out', ME, ZERO)], 'burn'],
    ['a transfer to oneself is a send', [token('self', ME, ME)], 'send'],
    ['tokens both ways are a trade', [token('out', ME, YOU), token('in', YOU, ME)], 'trade'],
    ['coins out for tokens in are a trade', [coin('out'), token('in', YOU, ME)], 'trade'],
    [
      'an NFT for tokens is an execute',
      [token('out', ME, YOU), { direction: 'in', standard: 'erc721', from: YOU, to: ME }],
      'execute',
    ],
  ] as const)('%s', (_, transfers, expected) => {
    expect(operationType(ME, sent, transfers)).toBe(expected)
  })

  it.each([
    ['an approval', { ...sent, selector: '0x095ea7b3' }, 'approve'],
    ['approving an operator', { ...sent, selector: '0xa22cb465' }, 'approve'],
    ['a call that moved nothing', { ...sent, selector: '0x12345678' }, 'execute'],
    ['a failed coin send', { ...sent, value: 1n, status: 'failed' }, 'send'],
    ['a failed token transfer', { ...sent, selector: '0xa9059cbb', status: 'failed' }, 'send'],
    ['a failed other call', { ...sent, selector: '0x12345678', status: 'failed' }, 'execute'],
    ['a failed call with no value', { ...sent, status: 'failed' }, 'execute'],
    [
      'a failed send of someone else',
      { ...sent, from: YOU, value: 1n, status: 'failed' },
      'execute',
    ],
  ] as const)('without transfers, %s', (_, tx, expected) => {
    expect(operationType(ME, tx, [])).toBe(expected)
  })
})
