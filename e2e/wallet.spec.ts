import type { Page } from '@playwright/test'
import { getTypesForEIP712Domain, type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, publicClient, test, testAccount } from './fixtures'
import { CHAIN_A_ID, CHAIN_B_ID, CHAIN_RPC_URLS } from './stack'

// Smoke spec of the e2e infrastructure: the stack starts, and the injected test wallet is a real
// EIP-1193 provider (signing locally, reading from the dev chains).

interface RequestArgs {
  method: string
  params?: unknown[]
}

/** Calls `window.ethereum.request(args)` in the page. */
function request(page: Page, args: RequestArgs): Promise<unknown> {
  return page.evaluate(async (a) => {
    const ethereum = window.ethereum
    if (!ethereum) throw new Error('window.ethereum is not set')
    return ethereum.request(a as never)
  }, args)
}

/** Calls `window.ethereum.request(args)` in the page and returns the error it fails with. */
function requestError(page: Page, args: RequestArgs) {
  return page.evaluate(async (a) => {
    const ethereum = window.ethereum
    if (!ethereum) throw new Error('window.ethereum is not set')
    try {
      await ethereum.request(a as never)
      return null
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown }
      return { code, message }
    }
  }, args)
}

const typedData = {
  domain: {
    name: 'Foyer',
    version: '1',
    chainId: CHAIN_A_ID,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Alice', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amount: 10n ** 21n,
  },
} as const

test('announces itself by EIP-6963 under one uuid, also as window.ethereum', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  const found = await page.evaluate(() => {
    const announced: { uuid: string; name: string; rdns: string; icon: string; same: boolean }[] =
      []
    const onAnnounce = (event: Event) => {
      const { info, provider } = (event as CustomEvent).detail
      announced.push({ ...info, same: provider === window.ethereum })
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', onAnnounce)
    return { installed: window.__foyerTestWallet !== undefined, announced }
  })
  expect(found.installed).toBe(true)
  // announceTwice (the default): the same detail twice, one distinct uuid.
  expect(found.announced).toHaveLength(2)
  expect(new Set(found.announced.map((a) => a.uuid)).size).toBe(1)
  expect(found.announced[0]).toMatchObject({
    name: 'Foyer Test Wallet',
    rdns: 'dev.foyer.testwallet',
    same: true,
  })
  expect(found.announced[0]?.icon).toMatch(/^data:image\/svg\+xml,/)
  expect(await wallet.connected()).toBe(false)
})

test('connects with anvil account 0 and signs messages and typed data', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  const address = testAccount(0).address
  expect(wallet.address).toBe(address)
  expect(await request(page, { method: 'eth_accounts' })).toEqual([])
  expect(await request(page, { method: 'eth_requestAccounts' })).toEqual([address])
  expect(await request(page, { method: 'eth_accounts' })).toEqual([address])

  const message = 'Sign in to Foyer'
  const signature = (await request(page, {
    method: 'personal_sign',
    params: [toHex(message), address],
  })) as Hex
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  expect(await verifyMessage({ address, message: 'something else', signature })).toBe(false)

  const typedSignature = (await request(page, {
    method: 'eth_signTypedData_v4',
    // As viem's wallet client sends it: EIP712Domain spelled out, bigints as decimal strings.
    params: [
      address,
      JSON.stringify(
        {
          ...typedData,
          types: { EIP712Domain: getTypesForEIP712Domain(typedData), ...typedData.types },
        },
        (_, value) => (typeof value === 'bigint' ? value.toString() : value),
      ),
    ],
  })) as Hex
  expect(await verifyTypedData({ ...typedData, address, signature: typedSignature })).toBe(true)
})

test('switches to chain 31338 and sends a transaction there, reading from its node', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await request(page, { method: 'eth_requestAccounts' })
  expect(await request(page, { method: 'eth_chainId' })).toBe(toHex(CHAIN_A_ID))
  await page.evaluate(() => {
    const events: unknown[] = []
    Object.assign(window, { chainEvents: events })
    window.ethereum?.on('chainChanged', (chainId) => events.push(chainId))
  })

  expect(
    await request(page, {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: toHex(CHAIN_B_ID) }],
    }),
  ).toBeNull()
  expect(await request(page, { method: 'eth_chainId' })).toBe('0x7a6a')
  expect(await request(page, { method: 'net_version' })).toBe('31338')
  expect(
    await page.evaluate(() => (window as unknown as { chainEvents: unknown[] }).chainEvents),
  ).toEqual(['0x7a6a'])
  expect(await wallet.chainId()).toBe(CHAIN_B_ID)

  // A fresh address funded only on chain B: its balance tells which node answered.
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const hash = (await request(page, {
    method: 'eth_sendTransaction',
    params: [{ from: wallet.address, to: recipient, value: toHex(1234n) }],
  })) as Hex
  const receipt = await publicClient(CHAIN_B_ID).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(await request(page, { method: 'eth_getBalance', params: [recipient, 'latest'] })).toBe(
    toHex(1234n),
  )
  expect(await publicClient(CHAIN_A_ID).getBalance({ address: recipient })).toBe(0n)
})

test('answers 4902 for an unknown chain until it is added', async ({ page, wallet }) => {
  await page.goto('/')
  const unknown = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2a' }] }
  expect(await requestError(page, unknown)).toMatchObject({ code: 4902 })
  await request(page, {
    method: 'wallet_addEthereumChain',
    params: [{ chainId: '0x2a', chainName: 'Forty-two', rpcUrls: [CHAIN_RPC_URLS[CHAIN_A_ID]] }],
  })
  expect(await request(page, unknown)).toBeNull()
  expect(await wallet.chainId()).toBe(42)
})

test('rejects or hangs the next connect when told to, and logs every request', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await wallet.rejectNextConnect()
  expect(await requestError(page, { method: 'eth_requestAccounts' })).toEqual({
    code: 4001,
    message: 'User rejected the request.',
  })
  expect(await request(page, { method: 'eth_accounts' })).toEqual([])

  await wallet.hangNextConnect()
  await page.evaluate(() => {
    const state = { settled: false }
    Object.assign(window, { hangingConnect: state })
    window.ethereum
      ?.request({ method: 'eth_requestAccounts' })
      .finally(() => {
        state.settled = true
      })
      .catch(() => {})
  })
  // Later requests still answer while the connect hangs.
  expect(await request(page, { method: 'eth_accounts' })).toEqual([])
  expect(
    await page.evaluate(
      () => (window as unknown as { hangingConnect: { settled: boolean } }).hangingConnect.settled,
    ),
  ).toBe(false)

  // Only the next connect: this one goes through.
  expect(await request(page, { method: 'eth_requestAccounts' })).toEqual([wallet.address])
  // The page itself may ask the wallet things too: ours must appear in this order among them.
  const ours = ['eth_requestAccounts', 'eth_accounts', 'eth_requestAccounts', 'eth_accounts']
  const log = await wallet.requests()
  expect(log.filter((method) => method === 'eth_requestAccounts')).toHaveLength(3)
  let next = 0
  for (const method of log) if (method === ours[next]) next++
  expect(next, `requests ${JSON.stringify(log)} hold ${JSON.stringify(ours)} in order`).toBe(
    ours.length,
  )

  // Like a real wallet, it remembers the site's permission across a reload.
  await page.reload()
  expect(await request(page, { method: 'eth_accounts' })).toEqual([wallet.address])
})
