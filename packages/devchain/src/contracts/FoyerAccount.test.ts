import {
  ANY_FUNCTION,
  ANY_TARGET,
  encodeSessionSignature,
  foyerAccountMessage,
  revokeSessionTypedData,
  sessionPeriodIndex,
  VALUE_TRANSFER,
} from '@foyer/protocol'
import {
  type Address,
  type ContractFunctionArgs,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hashMessage,
  hashTypedData,
  keccak256,
  type LocalAccount,
  parseEther,
  parseGwei,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  toPackedUserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testAccounts } from '../accounts/testAccounts'
import { deployAccountAbstraction } from '../deploy/deployAccountAbstraction'
import { deployerSession } from '../deploy/deployerSession'
import { clientFor, revertOf, testChain } from '../test/testChain'
import {
  type Call,
  counterfactualAccount,
  encodeCalls,
  gas,
  handle,
  handleOps,
  nonceOf,
  type UnsignedOperation,
  userOperationHash,
} from '../test/userOperations'
import { foyerAccountAbi } from './foyerAccountArtifact'
import { foyerAccountFactoryAbi } from './foyerAccountFactoryArtifact'

type Session = ContractFunctionArgs<typeof foyerAccountAbi, 'nonpayable', 'grantSession'>[1]

const funder = testAccounts[2] as LocalAccount
const HOUR = 3600
const newKey = () => privateKeyToAccount(generatePrivateKey())
const alice = newKey().address
const bob = newKey().address
/** A plain transfer of `value` wei to `target`. */
const pay = (target: Address, value: bigint): Call => ({ target, value, data: '0x' })
/** A call of `target` with `data`, no value. */
const call = (target: Address, data: Hex): Call => ({ target, value: 0n, data })
const grant = (key: Address, session: Session) =>
  encodeFunctionData({ abi: foyerAccountAbi, functionName: 'grantSession', args: [key, session] })
const revoke = (key: Address) =>
  encodeFunctionData({ abi: foyerAccountAbi, functionName: 'revokeSession', args: [key] })
/** How the EntryPoint refuses an operation whose validation failed. */
const AA24 = /AA24 signature error/

/**
 * A fresh chain with the ERC-4337 contracts, and a new owner's FoyerAccount (salt 0): not deployed
 * yet (its first operation deploys it), holding 10 ETH.
 */
async function foyerAccount() {
  const anvil = await testChain()
  const { foyerAccountFactory } = await deployAccountAbstraction(
    deployerSession(31337, anvil.rpcUrl),
  )
  const client = clientFor(anvil)
  const owner = newKey()
  const first = await counterfactualAccount(client, foyerAccountFactory, owner.address)
  const account = first.sender
  await client.setBalance({ address: account, value: parseEther('10') })
  const contract = { address: account, abi: foyerAccountAbi } as const

  /** An operation of the account with `callData`, carrying the factory while it has no code. */
  const operation = async (callData: Hex, maxFeePerGas = 0n): Promise<UnsignedOperation> => {
    const deployed = await client.getCode({ address: account })
    return {
      ...(deployed ? {} : first),
      sender: account,
      nonce: await nonceOf(client, account),
      callData,
      ...gas(maxFeePerGas),
    }
  }
  /** Calls of the account's own functions (`data`), in an operation its owner signs. */
  const asOwner = async (...data: Hex[]) =>
    handle(client, owner, await operation(encodeCalls(data.map((d) => call(account, d)))))
  /** The account's current allowance period for `key`, as the session key's client finds it. */
  const currentPeriod = async (key: Address) => {
    const session = await client.readContract({
      ...contract,
      functionName: 'sessionOf',
      args: [key],
    })
    if (session.period === 0) return 0
    return sessionPeriodIndex(session, (await client.getBlock()).timestamp + 1n)
  }
  /**
   * An operation with `callData` signed as the session key `key` (by `signer`, the key itself
   * unless told) in `periodIndex` (the current period unless told).
   */
  const asSession = async (
    key: LocalAccount,
    callData: Hex,
    {
      periodIndex,
      maxFeePerGas = 0n,
      signer = key,
    }: { periodIndex?: number; maxFeePerGas?: bigint; signer?: LocalAccount } = {},
  ) => {
    const unsigned = await operation(callData, maxFeePerGas)
    if (!signer.sign) throw new Error('the key cannot sign a hash')
    const signature = await signer.sign({ hash: await userOperationHash(client, unsigned) })
    const index = periodIndex ?? (await currentPeriod(key.address))
    await handleOps(client, {
      ...unsigned,
      signature: encodeSessionSignature({ key: key.address, periodIndex: index, signature }),
    })
  }
  /** A session of an hour-long period, begun 10 s ago, for a day, 1 ETH a period, paying alice. */
  const session = async (overrides: Partial<Session> = {}): Promise<Session> => {
    const now = Number((await client.getBlock()).timestamp)
    return {
      validAfter: now - 10,
      validUntil: now + 24 * HOUR,
      period: HOUR,
      spendLimit: parseEther('1'),
      calls: [{ target: alice, selector: VALUE_TRANSFER }],
      ...overrides,
    }
  }
  /** Moves the chain's clock `seconds` ahead and mines a block there. */
  const later = async (seconds: number) => {
    await client.increaseTime({ seconds })
    await client.mine({ blocks: 1 })
  }
  const balance = (address: Address) => client.getBalance({ address })
  const spending = (key: Address) =>
    client.readContract({ ...contract, functionName: 'spendingOf', args: [key] })
  return {
    anvil,
    client,
    owner,
    account,
    first,
    contract,
    operation,
    asOwner,
    asSession,
    session,
    later,
    balance,
    spending,
  }
}

describe('FoyerAccount signatures', () => {
  const hash = keccak256(toHex('a message to sign'))

  /** Signs `hash` as `signer` for `account` (the EIP-712 FoyerAccountMessage the account checks). */
  const signFor = (signer: LocalAccount, account: Address, signed: Hex = hash) => {
    if (!signer.signTypedData) throw new Error('the key cannot sign typed data')
    return signer.signTypedData(foyerAccountMessage({ account, chainId: 31337, hash: signed }))
  }

  /** Deploys `owner`'s account of `salt` by calling the factory, which anyone may. */
  async function deployed(salt: bigint) {
    const setup = await foyerAccount()
    const { client, owner, first } = setup
    const address = await client.readContract({
      address: first.factory,
      abi: foyerAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })
    const tx = await client.writeContract({
      account: funder,
      chain: null,
      address: first.factory,
      abi: foyerAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, salt],
    })
    await client.waitForTransactionReceipt({ hash: tx })
    expect((await client.getCode({ address }))?.length).toBeGreaterThan(2)
    return { ...setup, address }
  }

  it("accepts its owner's signature of a hash or a message by ERC-1271, and no other key's", async () => {
    const { client, owner, address } = await deployed(0n)
    const signature = await signFor(owner, address)
    expect(await client.verifyHash({ address, hash, signature })).toBe(true)
    const onChain = (signed: Hex) =>
      client.readContract({
        address,
        abi: foyerAccountAbi,
        functionName: 'isValidSignature',
        args: [hash, signed],
      })
    expect(await onChain(signature)).toBe('0x1626ba7e')
    expect(
      await client.readContract({
        address,
        abi: foyerAccountAbi,
        functionName: 'replaySafeHash',
        args: [hash],
      }),
    ).toBe(hashTypedData(foyerAccountMessage({ account: address, chainId: 31337, hash })))
    // A message: the owner signs its EIP-191 hash the same way.
    const message = 'Sign in to Foyer'
    const messageSignature = await signFor(owner, address, hashMessage(message))
    expect(await client.verifyMessage({ address, message, signature: messageSignature })).toBe(true)
    // Another key, and the owner's plain signature of the hash (not replay-safe), are refused.
    const stranger = await signFor(newKey(), address)
    expect(await client.verifyHash({ address, hash, signature: stranger })).toBe(false)
    expect(await onChain(stranger)).toBe('0xffffffff')
    const plain = await owner.sign({ hash })
    expect(await client.verifyHash({ address, hash, signature: plain })).toBe(false)
  })

  it('refuses a signature made for another account of the same owner', async () => {
    const { client, owner, address, first } = await deployed(0n)
    const tx = await client.writeContract({
      account: funder,
      chain: null,
      address: first.factory,
      abi: foyerAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 1n],
    })
    await client.waitForTransactionReceipt({ hash: tx })
    const other = await client.readContract({
      address: first.factory,
      abi: foyerAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 1n],
    })
    expect(other).not.toBe(address)
    const signature = await signFor(owner, address)
    expect(await client.verifyHash({ address, hash, signature })).toBe(true)
    expect(await client.verifyHash({ address: other, hash, signature })).toBe(false)
  })

  it("accepts an undeployed account's signature wrapped with ERC-6492, and only so", async () => {
    const { client, owner, account, first } = await foyerAccount()
    const signature = await signFor(owner, account)
    const wrap = (signed: Hex) =>
      serializeErc6492Signature({
        address: first.factory,
        data: first.factoryData,
        signature: signed,
      })
    expect(await client.verifyHash({ address: account, hash, signature: wrap(signature) })).toBe(
      true,
    )
    expect(await client.verifyHash({ address: account, hash, signature })).toBe(false)
    const stranger = wrap(await signFor(newKey(), account))
    expect(await client.verifyHash({ address: account, hash, signature: stranger })).toBe(false)
    // Verifying deployed nothing (a call, not a transaction).
    expect(await client.getCode({ address: account })).toBeUndefined()
  })
})

describe('FoyerAccount sessions', () => {
  it('lets a session key send value within its allowance without the owner; beyond it fails at validation', async () => {
    const { account, contract, client, asOwner, asSession, session, balance, spending } =
      await foyerAccount()
    const key = newKey()
    const granted = await session({
      calls: [
        { target: alice, selector: VALUE_TRANSFER },
        { target: bob, selector: VALUE_TRANSFER },
      ],
    })
    // The owner's first operation deploys the account and grants the session.
    await asOwner(grant(key.address, granted))
    expect(
      await client.readContract({ ...contract, functionName: 'sessionOf', args: [key.address] }),
    ).toEqual(granted)
    const [event] = await client.getContractEvents({
      ...contract,
      eventName: 'SessionGranted',
      fromBlock: 0n,
    })
    expect(event?.args).toEqual({ key: key.address, session: granted })

    await asSession(key, encodeCalls([pay(alice, parseEther('0.4')), pay(bob, parseEther('0.3'))]))
    expect(await balance(alice)).toBe(parseEther('0.4'))
    expect(await balance(bob)).toBe(parseEther('0.3'))
    expect(await spending(key.address)).toEqual({ periodIndex: 0, spent: parseEther('0.7') })
    // Another key naming the session key is refused.
    const forged = asSession(key, encodeCalls([pay(alice, 1n)]), { signer: newKey() })
    await expect(forged).rejects.toThrow(AA24)
    // 0.7 + 0.4 is over the 1 ETH a period: refused before it runs.
    await expect(asSession(key, encodeCalls([pay(alice, parseEther('0.4'))]))).rejects.toThrow(AA24)
    // Exactly what is left passes.
    await asSession(key, encodeCalls([pay(alice, parseEther('0.3'))]))
    expect(await balance(alice)).toBe(parseEther('0.7'))
    expect(await balance(account)).toBe(parseEther('9'))
  })

  it('refuses at validation a call to a target, or with data, the session was not granted', async () => {
    const { asOwner, asSession, session, balance } = await foyerAccount()
    const key = newKey()
    const token = newKey().address // any address: calls to an account without code succeed
    const anything = newKey().address
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob, 5n],
    })
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [bob, 5n],
    })
    await asOwner(
      grant(
        key.address,
        await session({
          calls: [
            { target: alice, selector: VALUE_TRANSFER },
            { target: token, selector: transfer.slice(0, 10) as Hex },
            { target: anything, selector: ANY_FUNCTION },
          ],
        }),
      ),
    )
    // Granted: value to alice, transfer on the token, anything on the last target.
    await asSession(
      key,
      encodeCalls([
        pay(alice, 1n),
        call(token, transfer),
        { ...call(anything, '0xdead'), value: 2n },
      ]),
    )
    expect(await balance(alice)).toBe(1n)
    expect(await balance(anything)).toBe(2n)
    const refused: [string, Call[]][] = [
      ['value to another target', [pay(bob, 1n)]],
      ['data with a value transfer permission', [call(alice, '0x12345678')]],
      ['a zero selector with data', [call(alice, '0x00000000ff')]],
      ['another selector of the token', [call(token, approve)]],
      ['value to the token', [pay(token, 1n)]],
      ['one call out of a batch', [pay(alice, 1n), pay(bob, 1n)]],
    ]
    for (const [what, calls] of refused) {
      await expect(asSession(key, encodeCalls(calls)), what).rejects.toThrow(AA24)
    }
    expect(await balance(alice)).toBe(1n)
    expect(await balance(bob)).toBe(0n)
  })

  it('never lets a session call the account itself, nor be granted that', async () => {
    const { account, contract, client, owner, asOwner, asSession, session } = await foyerAccount()
    const key = newKey()
    const attacker = newKey()
    await asOwner(grant(key.address, await session()))
    const wide = await session({ calls: [{ target: attacker.address, selector: ANY_FUNCTION }] })
    const upgrade = encodeFunctionData({
      abi: foyerAccountAbi,
      functionName: 'upgradeToAndCall',
      args: [attacker.address, '0x'],
    })
    const withdraw = (to: Address) =>
      encodeFunctionData({
        abi: entryPoint08Abi,
        functionName: 'withdrawTo',
        args: [to, parseEther('0.1')],
      })
    const attempts: [string, Hex][] = [
      ['grantSession as the callData', grant(attacker.address, wide)],
      ['grantSession through execute', encodeCalls([call(account, grant(attacker.address, wide))])],
      ['revokeSession through execute', encodeCalls([call(account, revoke(key.address))])],
      ['an upgrade in a batch', encodeCalls([pay(alice, 1n), call(account, upgrade)])],
      ['value to itself', encodeCalls([pay(account, 1n)])],
      [
        'withdrawing the deposit at the EntryPoint',
        encodeCalls([call(entryPoint08Address, withdraw(attacker.address))]),
      ],
    ]
    for (const [what, callData] of attempts) {
      await expect(asSession(key, callData), what).rejects.toThrow(AA24)
    }
    const sessionOf = (of: Address) =>
      client.readContract({ ...contract, functionName: 'sessionOf', args: [of] })
    expect((await sessionOf(attacker.address)).validUntil).toBe(0)
    expect((await sessionOf(key.address)).validUntil).not.toBe(0)
    // Nor can its owner grant a session a call of the account or of the EntryPoint.
    for (const target of [account, entryPoint08Address]) {
      const reaching = await session({ calls: [{ target, selector: ANY_FUNCTION }] })
      const refusal = await revertOf(
        client.simulateContract({
          ...contract,
          account: owner,
          functionName: 'grantSession',
          args: [attacker.address, reaching],
        }),
      )
      expect(refusal.reason).toBe("FoyerAccount: target out of a session's reach")
    }
  })

  it('lets only its owner, or itself, grant and revoke sessions', async () => {
    const { contract, client, owner, asOwner, session } = await foyerAccount()
    await asOwner() // deploys the account (an empty batch)
    const key = newKey().address
    const granted = await session()
    const stranger = newKey()
    for (const [functionName, args] of [
      ['grantSession', [key, granted]],
      ['revokeSession', [key]],
    ] as const) {
      const refusal = await revertOf(
        client.simulateContract({ ...contract, account: stranger, functionName, args } as never),
      )
      expect(refusal.reason).toBe('only owner')
    }
    // The owner's key directly, as SimpleAccount lets it withdraw or upgrade.
    await client.setBalance({ address: owner.address, value: parseEther('1') })
    const hash = await client.writeContract({
      ...contract,
      account: owner,
      chain: null,
      functionName: 'grantSession',
      args: [key, granted],
    })
    await client.waitForTransactionReceipt({ hash })
    expect(
      await client.readContract({ ...contract, functionName: 'sessionOf', args: [key] }),
    ).toEqual(granted)
  })

  it('lets a session of {ANY_TARGET, VALUE_TRANSFER} pay anyone within its limit, and make no call', async () => {
    const { account, contract, client, asOwner, asSession, session, balance } = await foyerAccount()
    const key = newKey()
    const carol = newKey().address
    const granted = await session({ calls: [{ target: ANY_TARGET, selector: VALUE_TRANSFER }] })
    await asOwner(grant(key.address, granted))
    expect(await client.readContract({ ...contract, functionName: 'ANY_TARGET' })).toBe(ANY_TARGET)
    // Two recipients the grant never named, together and alone.
    await asSession(key, encodeCalls([pay(alice, parseEther('0.4')), pay(bob, parseEther('0.3'))]))
    await asSession(key, encodeCalls([pay(carol, parseEther('0.2'))]))
    expect([await balance(alice), await balance(bob), await balance(carol)]).toEqual([
      parseEther('0.4'),
      parseEther('0.3'),
      parseEther('0.2'),
    ])
    const refused: [string, Call[]][] = [
      ['beyond the limit (0.9 + 0.2 > 1)', [pay(carol, parseEther('0.2'))]],
      ['a call with data', [call(alice, '0x12345678')]],
      ['data without value', [call(carol, '0xdead')]],
      ['value to the account itself', [pay(account, 1n)]],
      ['value to the EntryPoint', [pay(entryPoint08Address, 1n)]],
    ]
    for (const [what, calls] of refused) {
      await expect(asSession(key, encodeCalls(calls)), what).rejects.toThrow(AA24)
    }
    // What is left of the period still passes.
    await asSession(key, encodeCalls([pay(carol, parseEther('0.1'))]))
    expect(await balance(carol)).toBe(parseEther('0.3'))
    expect(await balance(account)).toBe(parseEther('9'))
  })

  it('lists the keys that hold a session: added when granted, removed when revoked', async () => {
    const { contract, client, asOwner, session } = await foyerAccount()
    const [first, second, third] = [newKey().address, newKey().address, newKey().address]
    const sessionKeys = () => client.readContract({ ...contract, functionName: 'sessionKeys' })
    await asOwner()
    expect(await sessionKeys()).toEqual([])
    const granted = await session()
    // One grant an operation: the test operations' 300k call gas holds one grant's writes, not two.
    await asOwner(grant(first, granted))
    await asOwner(grant(second, granted))
    expect(await sessionKeys()).toEqual([first, second])
    // A new grant of a listed key replaces its session, not its place.
    await asOwner(grant(first, granted))
    expect(await sessionKeys()).toEqual([first, second])
    await asOwner(revoke(first))
    expect(await sessionKeys()).toEqual([second])
    // Swap and pop: the last key takes a removed one's place.
    await asOwner(grant(third, granted))
    await asOwner(grant(first, granted))
    expect(await sessionKeys()).toEqual([second, third, first])
    await asOwner(revoke(second))
    expect(await sessionKeys()).toEqual([first, third])
  })

  it("ends a session for anyone carrying its owner's signed revocation, once; no other signature", async () => {
    const { account, contract, client, owner, asOwner, asSession, session, balance } =
      await foyerAccount()
    const key = newKey()
    const granted = await session()
    await asOwner(grant(key.address, granted))
    const relayer = newKey()
    await client.setBalance({ address: relayer.address, value: parseEther('1') })
    const nonce = () => client.readContract({ ...contract, functionName: 'revocationNonce' })
    const signedBy = async (signer: LocalAccount, revocationNonce: bigint) => {
      if (!signer.signTypedData) throw new Error('the key cannot sign typed data')
      return signer.signTypedData(
        revokeSessionTypedData({
          account,
          chainId: 31337,
          key: key.address,
          nonce: revocationNonce,
        }),
      )
    }
    const revokeWith = (signature: Hex) =>
      ({
        ...contract,
        account: relayer,
        functionName: 'revokeSessionWithSignature',
        args: [key.address, signature],
      }) as const
    const refusal = async (signature: Hex) =>
      (await revertOf(client.simulateContract(revokeWith(signature)))).reason

    expect(await nonce()).toBe(0n)
    // Another key's signature, and the owner's for another nonce, are refused.
    expect(await refusal(await signedBy(newKey(), 0n))).toBe(
      'FoyerAccount: invalid revocation signature',
    )
    expect(await refusal(await signedBy(owner, 1n))).toBe(
      'FoyerAccount: invalid revocation signature',
    )
    // The owner's, sent by a stranger who pays the gas.
    const signature = await signedBy(owner, 0n)
    const hash = await client.writeContract({ ...revokeWith(signature), chain: null })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await nonce()).toBe(1n)
    expect(
      (await client.readContract({ ...contract, functionName: 'sessionOf', args: [key.address] }))
        .validUntil,
    ).toBe(0)
    expect(await client.readContract({ ...contract, functionName: 'sessionKeys' })).toEqual([])
    const events = await client.getContractEvents({
      ...contract,
      eventName: 'SessionRevoked',
      fromBlock: 0n,
    })
    expect(events.map((event) => event.args)).toEqual([{ key: key.address }])
    await expect(asSession(key, encodeCalls([pay(alice, 1n)]))).rejects.toThrow(AA24)
    expect(await balance(alice)).toBe(0n)
    // Sent again: no session to end; and once the key is granted again, the nonce has moved on.
    expect(await refusal(signature)).toBe('FoyerAccount: no such session')
    await asOwner(grant(key.address, granted))
    expect(await refusal(signature)).toBe('FoyerAccount: invalid revocation signature')
  })

  it('refuses a session once it has expired', async () => {
    const { asOwner, asSession, session, later, balance } = await foyerAccount()
    const key = newKey()
    const granted = await session()
    await asOwner(grant(key.address, { ...granted, validUntil: granted.validAfter + 100 }))
    await asSession(key, encodeCalls([pay(alice, 1n)]))
    await later(200)
    // Its period ends with the session: the EntryPoint refuses the window; a later period does
    // not exist.
    await expect(asSession(key, encodeCalls([pay(alice, 1n)]))).rejects.toThrow(
      /AA22 expired or not due/,
    )
    await expect(asSession(key, encodeCalls([pay(alice, 1n)]), { periodIndex: 1 })).rejects.toThrow(
      AA24,
    )
    expect(await balance(alice)).toBe(1n)
  })

  it('refuses a revoked session; a new grant replaces the permissions and spending of the old', async () => {
    const { contract, client, asOwner, asSession, session, balance, spending } =
      await foyerAccount()
    const key = newKey()
    await asOwner(grant(key.address, await session()))
    await asSession(key, encodeCalls([pay(alice, parseEther('0.6'))]))
    await asOwner(
      grant(key.address, await session({ calls: [{ target: bob, selector: VALUE_TRANSFER }] })),
    )
    expect(await spending(key.address)).toEqual({ periodIndex: 0, spent: 0n })
    await expect(asSession(key, encodeCalls([pay(alice, 1n)]))).rejects.toThrow(AA24)
    await asSession(key, encodeCalls([pay(bob, parseEther('0.9'))]))
    expect(await balance(bob)).toBe(parseEther('0.9'))

    await asOwner(revoke(key.address))
    await expect(asSession(key, encodeCalls([pay(bob, 1n)]))).rejects.toThrow(AA24)
    expect(await balance(bob)).toBe(parseEther('0.9'))
    const events = await client.getContractEvents({ ...contract, fromBlock: 0n })
    expect(
      events
        .filter((event) => event.eventName.startsWith('Session'))
        .map((event) => [event.eventName, (event.args as { key: Address }).key]),
    ).toEqual([
      ['SessionGranted', key.address],
      ['SessionGranted', key.address],
      ['SessionRevoked', key.address],
    ])
    expect(
      (await client.readContract({ ...contract, functionName: 'sessionOf', args: [key.address] }))
        .validUntil,
    ).toBe(0)
  })

  it('gives each period a fresh allowance, and refuses a period before its time or after it', async () => {
    const { asOwner, asSession, session, later, balance, spending } = await foyerAccount()
    const key = newKey()
    await asOwner(grant(key.address, await session()))
    const oneEther = encodeCalls([pay(alice, parseEther('1'))])
    await asSession(key, oneEther)
    await expect(asSession(key, oneEther)).rejects.toThrow(AA24)
    // Naming the next period early does not help: the EntryPoint holds it until its time.
    await expect(asSession(key, oneEther, { periodIndex: 1 })).rejects.toThrow(
      /AA22 expired or not due/,
    )
    await later(HOUR)
    await asSession(key, oneEther)
    expect(await spending(key.address)).toEqual({ periodIndex: 1, spent: parseEther('1') })
    expect(await balance(alice)).toBe(parseEther('2'))
    // Nor can it go back to the earlier period.
    await expect(asSession(key, encodeCalls([pay(alice, 1n)]), { periodIndex: 0 })).rejects.toThrow(
      AA24,
    )
  })

  it('counts the gas the account pays itself against the allowance', async () => {
    const { asOwner, asSession, session, spending } = await foyerAccount()
    const key = newKey()
    await asOwner(grant(key.address, await session({ spendLimit: parseEther('0.01') })))
    const { callGasLimit, verificationGasLimit, preVerificationGas } = gas(0n)
    const gasUnits = callGasLimit + verificationGasLimit + preVerificationGas
    const transfer = encodeCalls([pay(alice, 1000n)])
    // At 10 gwei the prefund alone (1.36M gas) is over 0.01 ETH: the key could drain the account
    // through fees it collects as the bundler.
    await expect(asSession(key, transfer, { maxFeePerGas: parseGwei('10') })).rejects.toThrow(AA24)
    await asSession(key, transfer, { maxFeePerGas: parseGwei('1') })
    expect(await spending(key.address)).toEqual({
      periodIndex: 0,
      spent: 1000n + gasUnits * parseGwei('1'),
    })
  })

  it('validates a session operation without reading the time or the block (ERC-7562)', async () => {
    const { anvil, account, asOwner, operation, session, client } = await foyerAccount()
    const key = newKey()
    await asOwner(grant(key.address, await session()))
    const unsigned = await operation(encodeCalls([pay(alice, 1n)]))
    const hash = await userOperationHash(client, unsigned)
    const signature = encodeSessionSignature({
      key: key.address,
      periodIndex: 0,
      signature: await key.sign({ hash }),
    })
    const validate = encodeFunctionData({
      abi: foyerAccountAbi,
      functionName: 'validateUserOp',
      args: [toPackedUserOperation({ ...unsigned, signature }), hash, 0n],
    })
    // The account's validation alone, called as the EntryPoint calls it, traced opcode by opcode.
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'debug_traceCall',
        params: [{ from: entryPoint08Address, to: account, data: validate }, 'latest', {}],
      }),
    })
    const { result } = (await response.json()) as {
      result: { failed: boolean; returnValue: string; structLogs: { op: string }[] }
    }
    expect(result.failed).toBe(false)
    // Validation data: the period's window, no failure.
    const validationData = BigInt(`0x${result.returnValue.replace(/^0x/, '')}`)
    expect(validationData & ((1n << 160n) - 1n)).toBe(0n)
    const opcodes = new Set(result.structLogs.map((log) => log.op))
    expect(opcodes.has('SSTORE')).toBe(true) // the trace covers the debit
    const forbidden = [
      'TIMESTAMP',
      'NUMBER',
      'BLOCKHASH',
      'COINBASE',
      'PREVRANDAO',
      'DIFFICULTY',
      'GASLIMIT',
      'GASPRICE',
      'BASEFEE',
      'BLOBBASEFEE',
      'BLOBHASH',
      'ORIGIN',
      'BALANCE',
      'SELFBALANCE',
      'CREATE',
      'CREATE2',
      'SELFDESTRUCT',
    ]
    expect(forbidden.filter((op) => opcodes.has(op))).toEqual([])
  })
})
