import {
  type Address,
  concat,
  type Hex,
  type LocalAccount,
  numberToHex,
  parseEther,
  zeroAddress,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  toPackedUserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deployerAccount, devPaymasterSigner } from '../accounts/testAccounts'
import { foyerAccountFactoryAbi } from '../contracts/foyerAccountFactoryArtifact'
import { foyerPaymasterAbi } from '../contracts/foyerPaymasterArtifact'
import { activity, type ChainClient, clientFor, testChain } from '../test/testChain'
import {
  bundler,
  counterfactualAccount,
  encodeCalls,
  gas,
  handle,
  type UnsignedOperation,
} from '../test/userOperations'
import { accountAbstractionAddresses, deployAccountAbstraction } from './deployAccountAbstraction'
import { deployerSession } from './deployerSession'

const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())

/** Two transfers in one call of the account: 1 and 2 wei to alice and bob. */
const twoTransfers = encodeCalls([
  { target: alice.address, value: 1n, data: '0x' },
  { target: bob.address, value: 2n, data: '0x' },
])

describe('deployAccountAbstraction', () => {
  it('puts EntryPoint 0.8 at its canonical address, the factories, the 7702 account and the paymaster beside it, once', async () => {
    const anvil = await testChain()
    const session = deployerSession(31337, anvil.rpcUrl)
    const deployment = await deployAccountAbstraction(session)
    const addresses = accountAbstractionAddresses(deployerAccount.address)
    // Where wallets, bundlers, viem and permissionless look for them by default; ours beside them.
    expect(deployment).toEqual({
      entryPoint: entryPoint08Address,
      simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
      simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
      paymaster: addresses.paymaster,
      foyerAccountFactory: addresses.foyerAccountFactory,
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
    // The FoyerAccount factory made its account implementation, for this EntryPoint.
    const implementation = await client.readContract({
      address: deployment.foyerAccountFactory,
      abi: foyerAccountFactoryAbi,
      functionName: 'accountImplementation',
    })
    expect((await client.getCode({ address: implementation }))?.length).toBeGreaterThan(100)
    // Again: nothing is sent.
    const before = await activity(anvil)
    expect(await deployAccountAbstraction(session)).toEqual(deployment)
    expect(await activity(anvil)).toEqual(before)
  })

  it.each(['simpleAccountFactory', 'foyerAccountFactory'] as const)(
    'deploys an account of %s with its first user operation, whose two calls land together',
    async (factoryName) => {
      const anvil = await testChain()
      const deployment = await deployAccountAbstraction(deployerSession(31337, anvil.rpcUrl))
      const client = clientFor(anvil)
      const owner = privateKeyToAccount(generatePrivateKey())
      const first = await counterfactualAccount(client, deployment[factoryName], owner.address)
      // Counterfactual: no code yet, but it can hold the ETH that pays for its operation.
      expect(await client.getCode({ address: first.sender })).toBeUndefined()
      await client.setBalance({ address: first.sender, value: parseEther('1') })
      const { baseFeePerGas } = await client.getBlock()
      await handle(client, owner, {
        ...first,
        nonce: 0n,
        callData: twoTransfers,
        ...gas((baseFeePerGas ?? 1n) * 2n),
      })
      expect((await client.getCode({ address: first.sender }))?.length).toBeGreaterThan(2)
      expect(await client.getBalance({ address: alice.address })).toBe(1n)
      expect(await client.getBalance({ address: bob.address })).toBe(2n)
    },
  )

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
    const first = await counterfactualAccount(client, factory, owner.address)
    await client.setBalance({ address: first.sender, value: 3n })
    const { baseFeePerGas } = await client.getBlock()
    const operation: UnsignedOperation = {
      ...first,
      nonce: 0n,
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
    operation: UnsignedOperation,
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
