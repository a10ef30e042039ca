import {
  type Address,
  type ContractFunctionName,
  type LocalAccount,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { testAccounts } from '../accounts/testAccounts'
import type { Anvil } from '../anvil/startAnvil'
import { deployArtifact, deploySource } from '../test/deploySource'
import { clientFor, revertOf, testChain } from '../test/testChain'
import { foyerCollectibleAbi, foyerCollectibleBytecode } from './foyerCollectibleArtifact'

const BASE = 'https://nft.example/meta/'
function testAccount(index: number): LocalAccount {
  const account = testAccounts[index]
  if (!account) throw new Error(`no test account ${index}`)
  return account
}
const [alice, bob, carol] = [testAccount(0), testAccount(1), testAccount(2)]

type Readable = ContractFunctionName<typeof foyerCollectibleAbi, 'view' | 'pure'>
type Writable = ContractFunctionName<typeof foyerCollectibleAbi, 'nonpayable'>

/**
 * A collection deployed by alice (its owner) minting 2 tokens each to alice (1, 2), bob (3, 4)
 * and carol (5, 6).
 */
async function collection(baseUri = BASE) {
  const anvil = await testChain()
  const { address } = await deployArtifact(anvil, foyerCollectibleAbi, foyerCollectibleBytecode, {
    args: ['Test Things', 'TT', baseUri, [alice.address, bob.address, carol.address], 2n],
  })
  const client = clientFor(anvil)
  const contract = { address, abi: foyerCollectibleAbi } as const
  // Loosely typed helpers: the tests name the function and its arguments.
  const read = (functionName: Readable, args: readonly unknown[]): Promise<unknown> =>
    client.readContract({ ...contract, functionName, args } as never)
  /** Sends as `account`; resolves with the events the transaction emitted. */
  const send = async (account: LocalAccount, functionName: Writable, args: readonly unknown[]) => {
    const request = { ...contract, account, chain: null, functionName, args }
    const hash = await client.writeContract(request as never)
    const receipt = await client.waitForTransactionReceipt({ hash })
    return parseEventLogs({ abi: foyerCollectibleAbi, logs: receipt.logs })
  }
  /** What the call would revert with, as `account`. */
  const refused = (account: LocalAccount, functionName: Writable, args: readonly unknown[]) =>
    revertOf(client.simulateContract({ ...contract, account, functionName, args } as never))
  return { anvil, client, address, read, send, refused }
}

/** A contract that answers onERC721Received with `answer`, or reverts when `fail`. */
async function receiver(anvil: Anvil, answer: `0x${string}`, fail = false): Promise<Address> {
  const { address } = await deploySource(
    anvil,
    'Receiver',
    `contract Receiver {
      bytes4 private answer;
      bool private fail;
      event Received(address operator, address from, uint256 tokenId, bytes data);
      constructor(bytes4 answer_, bool fail_) { answer = answer_; fail = fail_; }
      function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external returns (bytes4)
      {
        if (fail) revert("Receiver says no");
        emit Received(operator, from, tokenId, data);
        return answer;
      }
    }`,
    { args: [answer, fail] },
  )
  return address
}

const ACCEPT = '0x150b7a02'

describe('FoyerCollectible', () => {
  it('mints consecutive ids to each holder, with Transfer events from zero', async () => {
    const { client, address, read } = await collection()
    expect(
      await client.readContract({ address, abi: foyerCollectibleAbi, functionName: 'name' }),
    ).toBe('Test Things')
    expect(
      await client.readContract({ address, abi: foyerCollectibleAbi, functionName: 'symbol' }),
    ).toBe('TT')
    expect(
      await client.readContract({ address, abi: foyerCollectibleAbi, functionName: 'owner' }),
    ).toBe(alice.address)
    expect(await Promise.all([1n, 2n, 3n, 4n, 5n, 6n].map((id) => read('ownerOf', [id])))).toEqual([
      alice.address,
      alice.address,
      bob.address,
      bob.address,
      carol.address,
      carol.address,
    ])
    expect(await read('balanceOf', [bob.address])).toBe(2n)
    expect(await read('balanceOf', [testAccounts[3]?.address ?? zeroAddress])).toBe(0n)
    const mints = await client.getContractEvents({
      address,
      abi: foyerCollectibleAbi,
      eventName: 'Transfer',
      fromBlock: 0n,
    })
    expect(mints.map((log) => [log.args.from, log.args.to, log.args.tokenId])).toEqual([
      [zeroAddress, alice.address, 1n],
      [zeroAddress, alice.address, 2n],
      [zeroAddress, bob.address, 3n],
      [zeroAddress, bob.address, 4n],
      [zeroAddress, carol.address, 5n],
      [zeroAddress, carol.address, 6n],
    ])
  })

  it('refuses to answer for tokens that do not exist and for the zero address', async () => {
    const { read } = await collection()
    expect(await revertOf(read('ownerOf', [7n]))).toMatchObject({
      errorName: 'NonexistentToken',
      args: [7n],
    })
    expect(await revertOf(read('ownerOf', [0n]))).toMatchObject({ errorName: 'NonexistentToken' })
    expect(await revertOf(read('tokenURI', [7n]))).toMatchObject({ errorName: 'NonexistentToken' })
    expect(await revertOf(read('getApproved', [7n]))).toMatchObject({
      errorName: 'NonexistentToken',
    })
    expect(await revertOf(read('balanceOf', [zeroAddress]))).toMatchObject({
      errorName: 'InvalidOwner',
    })
  })

  it('gives the token URI as the base URI followed by the decimal id', async () => {
    const { read } = await collection()
    expect(await read('tokenURI', [1n])).toBe(`${BASE}1`)
    expect(await read('tokenURI', [6n])).toBe(`${BASE}6`)
  })

  it('gives an empty token URI while the base URI is empty', async () => {
    const { read } = await collection('')
    expect(await read('tokenURI', [1n])).toBe('')
  })

  it('supports ERC-165, ERC-721 and ERC-721 metadata, and nothing else', async () => {
    const { read } = await collection()
    for (const id of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f'] as const) {
      expect(await read('supportsInterface', [id])).toBe(true)
    }
    for (const id of ['0xffffffff', '0x780e9d63', '0x00000000'] as const) {
      expect(await read('supportsInterface', [id])).toBe(false)
    }
  })

  it('lets the owner of a token transfer it: ownership, balances and a Transfer event', async () => {
    const { read, send } = await collection()
    const events = await send(bob, 'transferFrom', [bob.address, carol.address, 3n])
    expect(events.map((event) => [event.eventName, event.args])).toEqual([
      ['Transfer', { from: bob.address, to: carol.address, tokenId: 3n }],
    ])
    expect(await read('ownerOf', [3n])).toBe(carol.address)
    expect(await read('balanceOf', [bob.address])).toBe(1n)
    expect(await read('balanceOf', [carol.address])).toBe(3n)
  })

  it('refuses a transfer by a stranger, from the wrong owner or to the zero address', async () => {
    const { refused } = await collection()
    expect(await refused(carol, 'transferFrom', [bob.address, carol.address, 3n])).toMatchObject({
      errorName: 'NotAuthorized',
      args: [carol.address, 3n],
    })
    expect(await refused(bob, 'transferFrom', [alice.address, carol.address, 3n])).toMatchObject({
      errorName: 'IncorrectOwner',
      args: [alice.address, 3n, bob.address],
    })
    expect(await refused(bob, 'transferFrom', [bob.address, zeroAddress, 3n])).toMatchObject({
      errorName: 'InvalidReceiver',
      args: [zeroAddress],
    })
    expect(await refused(bob, 'transferFrom', [bob.address, carol.address, 9n])).toMatchObject({
      errorName: 'NonexistentToken',
    })
  })

  it('lets an approved address transfer the token once; the transfer clears the approval', async () => {
    const { read, send, refused } = await collection()
    const events = await send(bob, 'approve', [carol.address, 4n])
    expect(events.map((event) => [event.eventName, event.args])).toEqual([
      ['Approval', { owner: bob.address, approved: carol.address, tokenId: 4n }],
    ])
    expect(await read('getApproved', [4n])).toBe(carol.address)
    expect(await refused(carol, 'transferFrom', [bob.address, carol.address, 3n])).toMatchObject({
      errorName: 'NotAuthorized',
    })
    await send(carol, 'transferFrom', [bob.address, alice.address, 4n])
    expect(await read('ownerOf', [4n])).toBe(alice.address)
    expect(await read('getApproved', [4n])).toBe(zeroAddress)
  })

  it('refuses an approval by someone who neither owns the token nor operates for its owner', async () => {
    const { refused } = await collection()
    expect(await refused(carol, 'approve', [carol.address, 1n])).toMatchObject({
      errorName: 'NotAuthorized',
      args: [carol.address, 1n],
    })
  })

  it('lets an operator approve and transfer every token of the owner until revoked', async () => {
    const { read, send, refused } = await collection()
    const events = await send(alice, 'setApprovalForAll', [carol.address, true])
    expect(events.map((event) => [event.eventName, event.args])).toEqual([
      ['ApprovalForAll', { owner: alice.address, operator: carol.address, approved: true }],
    ])
    expect(await read('isApprovedForAll', [alice.address, carol.address])).toBe(true)
    await send(carol, 'approve', [bob.address, 2n])
    expect(await read('getApproved', [2n])).toBe(bob.address)
    await send(carol, 'transferFrom', [alice.address, carol.address, 1n])
    expect(await read('ownerOf', [1n])).toBe(carol.address)
    await send(alice, 'setApprovalForAll', [carol.address, false])
    expect(await read('isApprovedForAll', [alice.address, carol.address])).toBe(false)
    expect(await refused(carol, 'transferFrom', [alice.address, carol.address, 2n])).toMatchObject({
      errorName: 'NotAuthorized',
    })
  })

  it('safely transfers to an account without code, with or without data', async () => {
    const { read, send } = await collection()
    await send(alice, 'safeTransferFrom', [alice.address, bob.address, 1n])
    await send(alice, 'safeTransferFrom', [alice.address, bob.address, 2n, '0x1234'])
    expect(await read('balanceOf', [bob.address])).toBe(4n)
  })

  it('safely transfers to a contract that accepts, passing operator, sender, id and data', async () => {
    const { anvil, client, read, send } = await collection()
    const accepting = await receiver(anvil, ACCEPT)
    await send(bob, 'setApprovalForAll', [alice.address, true])
    await send(alice, 'safeTransferFrom', [bob.address, accepting, 3n, '0xbeef'])
    await send(bob, 'safeTransferFrom', [bob.address, accepting, 4n])
    expect(await read('ownerOf', [3n])).toBe(accepting)
    expect(await read('ownerOf', [4n])).toBe(accepting)
    const received = await client.getContractEvents({
      address: accepting,
      abi: [
        {
          type: 'event',
          name: 'Received',
          inputs: [
            { name: 'operator', type: 'address', indexed: false },
            { name: 'from', type: 'address', indexed: false },
            { name: 'tokenId', type: 'uint256', indexed: false },
            { name: 'data', type: 'bytes', indexed: false },
          ],
        },
      ],
      eventName: 'Received',
      fromBlock: 0n,
    })
    expect(received.map((log) => log.args)).toEqual([
      { operator: alice.address, from: bob.address, tokenId: 3n, data: '0xbeef' },
      { operator: bob.address, from: bob.address, tokenId: 4n, data: '0x' },
    ])
  })

  it('refuses a safe transfer to a contract that does not accept the token', async () => {
    const { anvil, read, refused } = await collection()
    const wrongAnswer = await receiver(anvil, '0x12345678')
    const refusing = await receiver(anvil, ACCEPT, true)
    const { address: noHook } = await deploySource(anvil, 'NoHook', 'contract NoHook {}')
    expect(await refused(bob, 'safeTransferFrom', [bob.address, wrongAnswer, 3n])).toMatchObject({
      errorName: 'InvalidReceiver',
      args: [wrongAnswer],
    })
    expect(await refused(bob, 'safeTransferFrom', [bob.address, noHook, 3n, '0x'])).toMatchObject({
      errorName: 'InvalidReceiver',
      args: [noHook],
    })
    expect(await refused(bob, 'safeTransferFrom', [bob.address, refusing, 3n])).toMatchObject({
      reason: 'Receiver says no',
    })
    expect(await read('ownerOf', [3n])).toBe(bob.address)
  })

  it('lets its owner change the base URI, and nobody else', async () => {
    const { read, send, refused } = await collection()
    const events = await send(alice, 'setBaseURI', ['http://localhost:8787/dev/collectibles/1/'])
    expect(events.map((event) => [event.eventName, event.args])).toEqual([
      ['BaseURISet', { baseURI: 'http://localhost:8787/dev/collectibles/1/' }],
    ])
    expect(await read('tokenURI', [5n])).toBe('http://localhost:8787/dev/collectibles/1/5')
    expect(await refused(bob, 'setBaseURI', ['https://evil.example/'])).toMatchObject({
      errorName: 'NotOwner',
      args: [bob.address],
    })
  })
})
