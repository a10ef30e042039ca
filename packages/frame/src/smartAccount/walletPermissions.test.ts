import {
  type AccountSession,
  bundlerFeesPerGas,
  foyerAccountAbi,
  toFoyerSessionAccount,
} from '@foyer/protocol'
import { type Address, createWalletClient, http, numberToHex, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameApi } from '../api/frameApi'
import {
  SMART_ACCOUNT_TEST_CHAIN,
  type SmartAccountChain,
  type SmartAccountFrame,
  startSmartAccountChain,
} from '../testing/smartAccountChain'

const RECEIVER = '0x000000000000000000000000000000000000dEaD'
/** Anvil's first dev account: it stands in for the API's relayer. */
const RELAYER = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
let chain: SmartAccountChain

beforeAll(async () => {
  chain = await startSmartAccountChain()
}, 60_000)
afterAll(() => chain?.stop())

/**
 * The API's sessions routes, stood in for by reading and writing the chain as the server does:
 * the account's sessions, and the relayer submitting the owner's signed revocation.
 */
const sessionsApi: Pick<FrameApi, 'getSessions' | 'revokeSession'> = {
  async getSessions(address: Address, chainId: number) {
    // An account not deployed yet has granted nothing.
    if (!(await chain.client.getCode({ address }))) return { sessions: [] }
    const keys = await chain.client.readContract({
      address,
      abi: foyerAccountAbi,
      functionName: 'sessionKeys',
    })
    const { timestamp } = await chain.client.getBlock()
    const sessions: AccountSession[] = []
    for (const key of keys) {
      const session = await chain.client.readContract({
        address,
        abi: foyerAccountAbi,
        functionName: 'sessionOf',
        args: [key],
      })
      const spending = await chain.client.readContract({
        address,
        abi: foyerAccountAbi,
        functionName: 'spendingOf',
        args: [key],
      })
      sessions.push({
        chainId,
        pci: key.toLowerCase() as Address,
        key,
        validAfter: session.validAfter,
        validUntil: session.validUntil,
        period: session.period,
        spendLimit: session.spendLimit.toString(),
        spent: spending.spent.toString(),
        active: BigInt(session.validUntil) > timestamp,
        permissions: session.calls.map(({ target, selector }) => ({ target, selector })),
      })
    }
    return { sessions }
  },
  async revokeSession(address, _chainId, { pci, signature }) {
    const wallet = createWalletClient({
      account: RELAYER,
      chain: SMART_ACCOUNT_TEST_CHAIN,
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address,
      abi: foyerAccountAbi,
      functionName: 'revokeSessionWithSignature',
      args: [pci as Address, signature as `0x${string}`],
    })
    await chain.client.waitForTransactionReceipt({ hash })
    return { revoked: true, transactionHash: hash }
  },
}

/** The frame with smart accounts on chain 31337 (the test's node and bundler, no paymaster). */
const setup = () => chain.frame({ sessions: sessionsApi })

/** A signed-in visitor whose smart account holds 1 ETH (not deployed yet). */
async function visitor(t: SmartAccountFrame) {
  return (await chain.visitor(t)).address
}

/** What the dapp's session key sends for `account`: 0.008 ETH to RECEIVER per operation. */
async function sessionSender(account: Address, key: ReturnType<typeof privateKeyToAccount>) {
  const contracts = chain.deployment.smartAccounts
  if (!contracts) throw new Error('no smart account contracts')
  const session = await chain.client.readContract({
    address: account,
    abi: foyerAccountAbi,
    functionName: 'sessionOf',
    args: [key.address],
  })
  const sessionAccount = await toFoyerSessionAccount({
    client: chain.client as never,
    address: account,
    key,
    entryPoint: contracts.entryPoint,
    session,
  })
  const bundlerClient = createBundlerClient({
    account: sessionAccount,
    client: chain.client,
    chain: SMART_ACCOUNT_TEST_CHAIN,
    transport: http(chain.bundler.url),
    pollingInterval: 50,
    userOperation: { estimateFeesPerGas: bundlerFeesPerGas },
  })
  return async () => {
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to: RECEIVER, value: parseEther('0.008') }],
    })
    return bundlerClient.waitForUserOperationReceipt({ hash })
  }
}

const grantRequest = (key: Address, overrides: Record<string, unknown> = {}) => [
  {
    expiry: Math.floor(Date.now() / 1000) + 3600,
    signer: { type: 'account', data: { id: key } },
    permissions: [
      {
        type: 'native-token-transfer',
        data: { ticker: 'ETH' },
        policies: [
          { type: 'token-allowance', data: { allowance: numberToHex(parseEther('0.02')) } },
        ],
        required: true,
      },
    ],
    ...overrides,
  },
]

describe('session permissions (ERC-7715) of the smart account', () => {
  it('grants a session the key spends without asking, refused on chain beyond it; revoking ends it', async () => {
    const t = setup()
    const account = await visitor(t)
    const key = privateKeyToAccount(generatePrivateKey())

    const granted: { permissionsContext: string; address: string; expiry: number } = await t.ok(
      'RPC_REQUEST',
      t.rpc('wallet_grantPermissions', grantRequest(key.address)),
    )
    expect(granted.permissionsContext).toBe(key.address.toLowerCase())
    expect(granted.address).toBe(account)
    expect(t.approve).toHaveBeenCalledTimes(1)
    expect(t.approve.mock.calls[0]?.[0]).toMatchObject({
      method: 'wallet_grantPermissions',
      address: account,
      key: key.address,
      recurring: false,
      sponsored: false,
      session: { spendLimit: parseEther('0.02'), validUntil: granted.expiry },
    })
    // The grant deployed the account with its first operation.
    expect(await chain.client.getCode({ address: account })).not.toBe(undefined)

    const listed: { permissionsContext: string; permissions: { type: string }[] }[] = await t.ok(
      'RPC_REQUEST',
      t.rpc('wallet_getPermissions'),
    )
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({
      permissionsContext: key.address.toLowerCase(),
      permissions: [{ type: 'native-token-recurring-allowance' }],
    })

    // The dapp sends twice with its key, no approval asked; the third would pass the allowance.
    const send = await sessionSender(account, key)
    const before = await chain.client.getBalance({ address: RECEIVER })
    expect((await send()).success).toBe(true)
    expect((await send()).success).toBe(true)
    expect(await chain.client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.016'))
    await expect(send()).rejects.toThrow(/AA24|signature/i)
    expect(await chain.client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.016'))
    expect(t.approve).toHaveBeenCalledTimes(1)

    expect(
      await t.ok(
        'RPC_REQUEST',
        t.rpc('wallet_revokePermissions', [{ permissionsContext: granted.permissionsContext }]),
      ),
    ).toBe(null)
    expect(t.approve.mock.calls[1]?.[0]).toMatchObject({
      method: 'wallet_revokePermissions',
      key: key.address,
    })
    const session = await chain.client.readContract({
      address: account,
      abi: foyerAccountAbi,
      functionName: 'sessionOf',
      args: [key.address],
    })
    expect(session.validUntil).toBe(0)
    expect(await t.ok('RPC_REQUEST', t.rpc('wallet_getPermissions'))).toEqual([])
  }, 60_000)

  it('refuses bad requests before asking, and asks nothing of an EOA', async () => {
    const t = setup()
    await visitor(t)
    const key = privateKeyToAccount(generatePrivateKey())
    expect(
      await t.failure(
        'RPC_REQUEST',
        t.rpc('wallet_grantPermissions', grantRequest(key.address, { expiry: undefined })),
      ),
    ).toMatchObject({
      code: 'PERMISSION_EXPIRY_REQUIRED',
      message: 'A permission request needs an expiry in the future',
    })
    expect(
      await t.fails(
        'RPC_REQUEST',
        t.rpc('wallet_revokePermissions', [{ permissionsContext: key.address }]),
      ),
    ).toBe('PERMISSION_UNKNOWN')
    await t.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(
      await t.fails('RPC_REQUEST', t.rpc('wallet_grantPermissions', grantRequest(key.address))),
    ).toBe('PERMISSIONS_NEED_SMART_ACCOUNT')
    expect(await t.ok('RPC_REQUEST', t.rpc('wallet_getPermissions'))).toEqual([])
    expect(t.approve).not.toHaveBeenCalled()
  }, 60_000)
})
