import {
  type Address,
  concat,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  numberToHex,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deployerAccount, devPaymasterSigner, testAccounts } from '../accounts/testAccounts'
import { foyerPaymasterAbi } from '../contracts/foyerPaymasterArtifact'
import { activity, type ChainClient, clientFor, testChain } from '../test/testChain'
import { accountAbstractionAddresses, deployAccountAbstraction } from './deployAccountAbstraction'
import { deployerSession } from './deployerSession'

const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])
const bundler = testAccounts[1] as LocalAccount
const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())

/** Two transfers in one call of the account: 1 and 2 wei to alice and bob. */
const twoTransfers = encodeFunctionData({
  abi: accountAbi,
  functionName: 'executeBatch',
  args: [
    [
      { target: alice.address, value: 1n, data: '0x' },
      { target: bob.address, value: 2n, data: '0x' },
    ],
  ],
})

/**
 * Signs `operation` as `owner` (the EntryPoint 0.8 hash, as both accounts check it) and hands it
 * to the EntryPoint as a bundler does (`handleOps`), the bundler's account paying and refunded.
 */
async function handle(
  client: ChainClient,
  owner: LocalAccount,
  operation: Omit<UserOperation<'0.8'>, 'signature'>,
): Promise<void> {
  const chainId = await client.getChainId()
  const hash = getUserOperationHash({
    userOperation: { ...operation, signature: '0x' },
    entryPointAddress: entryPoint08Address,
    entryPointVersion: '0.8',
    chainId,
  })
  if (!owner.sign) throw new Error('the owner cannot sign a hash')
  const signed = { ...operation, signature: await owner.sign({ hash }) }
  const tx = await client.writeContract({
    account: bundler,
    chain: null,
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(signed)], bundler.address],
  })
  const receipt = await client.waitForTransactionReceipt({ hash: tx })
  expect(receipt.status).toBe('success')
}

const gas = (maxFeePerGas: bigint) => ({
  callGasLimit: 200_000n,
  verificationGasLimit: 1_000_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas,
  maxPriorityFeePerGas: 1n,
})

describe('deployAccountAbstraction', () => {
  it('puts EntryPoint 0.8 at its canonical address, the factory, the 7702 account and the paymaster beside it, once', async () => {
    const anvil = await testChain()
    const session = deployerSession(31337, anvil.rpcUrl)
    const deployment = await deployAccountAbstraction(session)
    expect(deployment).toEqual(accountAbstractionAddresses(deployerAccount.address))
    // Where wallets, bundlers, viem and permissionless look for them by default.
    expect(deployment).toEqual({
      entryPoint: entryPoint08Address,
      simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
      simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
      paymaster: accountAbstractionAddresses(deployerAccount.address).paymaster,
    })
    const client = clientFor(anvil)
    for (const address of Object.values(deployment)) {
      expect((await client.getCode({ address }))?.length).toBeGreaterThan(100)
    }
    // The paymaster: owned by the deployer, the dev signer named, no deposit (no value moved).
    const read = (functionName: 'owner' | 'signer') =>
      client.readContract({ address: deployment.paymaster, abi: foyerPaymasterAbi, functionName })
    expect(await read('owner')).toBe(deployerAccount.address)
    expect(await read('signer')).toBe(devPaymasterSigner.address)
    const deposit = await client.readContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'balanceOf',
      args: [deployment.paymaster],
    })
    expect(deposit).toBe(0n)
    // Again: nothing is sent.
    const before = await activity(anvil)
    expect(await deployAccountAbstraction(session)).toEqual(deployment)
    expect(await activity(anvil)).toEqual(before)
  })

  it('deploys a SimpleAccount with its first user operation, whose two calls land together', async () => {
    const anvil = await testChain()
    const { simpleAccountFactory } = await deployAccountAbstraction(
      deployerSession(31337, anvil.rpcUrl),
    )
    const client = clientFor(anvil)
    const owner = privateKeyToAccount(generatePrivateKey())
    const sender = await client.readContract({
      address: simpleAccountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    // Counterfactual: no code yet, but it can hold the ETH that pays for its operation.
    expect(await client.getCode({ address: sender })).toBeUndefined()
    await client.setBalance({ address: sender, value: parseEther('1') })
    const { baseFeePerGas } = await client.getBlock()
    await handle(client, owner, {
      sender,
      nonce: 0n,
      factory: simpleAccountFactory,
      factoryData: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
      callData: twoTransfers,
      ...gas((baseFeePerGas ?? 1n) * 2n),
    })
    expect((await client.getCode({ address: sender }))?.length).toBeGreaterThan(2)
    expect(await client.getBalance({ address: alice.address })).toBe(1n)
    expect(await client.getBalance({ address: bob.address })).toBe(2n)
  })

  it('lets an EOA that delegated to Simple7702Account (EIP-7702) batch calls at its own address', async () => {
    const anvil = await testChain()
    const { simple7702Account } = await deployAccountAbstraction(
      deployerSession(31337, anvil.rpcUrl),
    )
    const client = clientFor(anvil)
    const eoa = privateKeyToAccount(generatePrivateKey())
    await client.setBalance({ address: eoa.address, value: parseEther('1') })
    // The EOA signs the delegation; another account sends it (a type-4 transaction).
    const authorization = await eoa.signAuthorization({
      chainId: await client.getChainId(),
      address: simple7702Account,
      nonce: 0,
    })
    const delegated = await client.sendTransaction({
      account: bundler,
      chain: null,
      to: zeroAddress,
      authorizationList: [authorization],
    })
    await client.waitForTransactionReceipt({ hash: delegated })
    const code = await client.getCode({ address: eoa.address })
    expect(code?.toLowerCase()).toBe(`0xef0100${simple7702Account.slice(2).toLowerCase()}` as Hex)
    const { baseFeePerGas } = await client.getBlock()
    await handle(client, eoa, {
      sender: eoa.address as Address,
      nonce: 0n,
      callData: twoTransfers,
      ...gas((baseFeePerGas ?? 1n) * 2n),
    })
    expect(await client.getBalance({ address: alice.address })).toBe(1n)
    expect(await client.getBalance({ address: bob.address })).toBe(2n)
  })
})

describe('FoyerPaymaster', () => {
  /** A new SimpleAccount holding only the 3 wei it sends, and its first operation's fields. */
  async function newAccount(client: ChainClient, factory: Address) {
    const owner = privateKeyToAccount(generatePrivateKey())
    const sender = await client.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    await client.setBalance({ address: sender, value: 3n })
    const { baseFeePerGas } = await client.getBlock()
    const operation = {
      sender,
      nonce: 0n,
      factory,
      factoryData: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
      callData: twoTransfers,
      ...gas((baseFeePerGas ?? 1n) * 2n),
    }
    return { owner, operation }
  }

  /** The sponsor's deposit at the EntryPoint, which the paymaster pays from. */
  async function fund(client: ChainClient, paymaster: Address) {
    const hash = await client.writeContract({
      account: bundler,
      chain: null,
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'depositTo',
      args: [paymaster],
      value: parseEther('1'),
    })
    await client.waitForTransactionReceipt({ hash })
  }

  /** The paymaster's fields for `operation`, approved by `signer` until `validUntil`. */
  async function sponsored(
    client: ChainClient,
    paymaster: Address,
    operation: Omit<UserOperation<'0.8'>, 'signature'>,
    signer: LocalAccount,
    validUntil = 0,
  ) {
    const times = concat([numberToHex(validUntil, { size: 6 }), numberToHex(0, { size: 6 })])
    const fields = {
      paymaster,
      paymasterVerificationGasLimit: 100_000n,
      paymasterPostOpGasLimit: 0n,
    }
    const draft = toPackedUserOperation({
      ...operation,
      ...fields,
      paymasterData: concat([times, `0x${'00'.repeat(65)}`]),
      signature: '0x',
    })
    const hash = await client.readContract({
      address: paymaster,
      abi: foyerPaymasterAbi,
      functionName: 'getHash',
      args: [draft, validUntil, 0],
    })
    if (!signer.signMessage) throw new Error('the signer cannot sign')
    const signature = await signer.signMessage({ message: { raw: hash } })
    return { ...operation, ...fields, paymasterData: concat([times, signature]) }
  }

  it('pays the gas of an operation its signer approved: the account pays none', async () => {
    const anvil = await testChain()
    const { simpleAccountFactory, paymaster } = await deployAccountAbstraction(
      deployerSession(31337, anvil.rpcUrl),
    )
    const client = clientFor(anvil)
    await fund(client, paymaster)
    const { owner, operation } = await newAccount(client, simpleAccountFactory)
    const deposit = () =>
      client.readContract({
        address: entryPoint08Address,
        abi: entryPoint08Abi,
        functionName: 'balanceOf',
        args: [paymaster],
      })
    const before = await deposit()
    await handle(client, owner, await sponsored(client, paymaster, operation, devPaymasterSigner))
    expect(await client.getBalance({ address: operation.sender })).toBe(0n)
    expect(await client.getBalance({ address: bob.address })).toBe(2n)
    expect(await deposit()).toBeLessThan(before)
  })

  it('refuses an approval by another key, and one that has expired, at validation', async () => {
    const anvil = await testChain()
    const { simpleAccountFactory, paymaster } = await deployAccountAbstraction(
      deployerSession(31337, anvil.rpcUrl),
    )
    const client = clientFor(anvil)
    await fund(client, paymaster)
    const { owner, operation } = await newAccount(client, simpleAccountFactory)
    const stranger = privateKeyToAccount(generatePrivateKey())
    await expect(
      handle(client, owner, await sponsored(client, paymaster, operation, stranger)),
    ).rejects.toThrow(/AA34 signature error/)
    const { timestamp } = await client.getBlock()
    const expired = Number(timestamp) - 60
    await expect(
      handle(
        client,
        owner,
        await sponsored(client, paymaster, operation, devPaymasterSigner, expired),
      ),
    ).rejects.toThrow(/AA32 paymaster expired or not due/)
    expect(await client.getCode({ address: operation.sender })).toBeUndefined()
  })
})
