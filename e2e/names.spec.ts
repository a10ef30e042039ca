import {
  DEV_PROJECT_ID,
  deploymentsSchema,
  evmCoinType,
  nameRecordSchema,
  SDK_TYPE,
  SDK_VERSION,
} from '@foyer/protocol'
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, http } from 'viem'
import { getEnsAddress, getEnsName } from 'viem/actions'
import { demo } from './demo'
import { answerInFrame, declineProtection } from './embedded'
import { expect, test } from './fixtures'
import { lastMailId, nextCode } from './mailbox'
import { API_URL, CHAIN_A_ID, CHAIN_RPC_URLS } from './stack'
import { devChain } from './wallet/devChain'

// An account no other spec uses: it registers a name, and an address holds one per network.
test.use({ walletOptions: { accountIndex: 9 } })

const ZONE = 'foyer.id'
const uniqueLabel = (prefix: string) => `${prefix}-${Date.now().toString(36)}`

/** A viem client of dev chain `chainId` that knows its ENS Universal Resolver (deployments.json). */
async function ensClient(chainId: number) {
  const response = await fetch(`${API_URL}/dev/deployments`)
  const deployment = deploymentsSchema
    .parse(await response.json())
    .chains.find((chain) => chain.chainId === chainId)
  const ens = deployment?.ens
  if (!ens) throw new Error(`No ENS contracts on dev chain ${chainId}`)
  const rpcUrl = CHAIN_RPC_URLS[chainId] as string
  return createPublicClient({
    chain: {
      ...devChain(chainId, rpcUrl),
      contracts: { ensUniversalResolver: { address: ens.universalResolver } },
    },
    transport: http(rpcUrl),
  })
}

/** The name's record from the API, as any client reads it. */
async function nameRecord(label: string) {
  const query = new URLSearchParams({ projectId: DEV_PROJECT_ID, st: SDK_TYPE, sv: SDK_VERSION })
  const response = await fetch(`${API_URL}/v1/profile/account/${label}.${ZONE}?${query}`)
  expect(response.status).toBe(200)
  return nameRecordSchema.parse(await response.json())
}

/**
 * From the open Account view: Choose a name → type it (availability while typing) → Register;
 * `approve` answers the wallet's signature request. Ends back on the Account view.
 */
async function registerName(page: Page, label: string, approve: () => Promise<void>) {
  const ui = demo(page)
  const account = ui.dialog('Account')
  await account.getByRole('button', { name: 'Choose a name' }).click()
  const choose = ui.dialog('Choose your account name')
  await choose.getByRole('button', { name: 'Choose a name' }).click()
  const register = ui.dialog('Register a name')
  const field = register.getByLabel('Name')
  await field.fill(label.toUpperCase())
  await expect(register.getByTestId('foyer-name-status')).toHaveText(
    `${label}.${ZONE} is available`,
  )
  await expect(register.getByRole('button', { name: `Use ${label}1.${ZONE}` })).toBeVisible()
  // Keyboard: Enter in the field registers.
  await field.press('Enter')
  await approve()
  const success = ui.dialog('Name registered')
  await expect(success.getByTestId('foyer-registered-name')).toHaveText(`${label}.${ZONE}`)
  await success.getByRole('button', { name: 'Done' }).click()
  await expect(account.getByTestId('foyer-account-name')).toHaveText(`${label}.${ZONE}`)
}

test('a browser wallet registers a name, and the Account view shows it', async ({
  page,
  wallet,
}) => {
  const ui = demo(page)
  const label = uniqueLabel('wallet')
  await ui.open()
  await ui.connect()
  await ui.accountButton(wallet.address).click()
  await registerName(page, label, async () => {})
  expect(await wallet.requests()).toContain('personal_sign')

  const record = await nameRecord(label)
  expect(record.addresses[String(evmCoinType(CHAIN_A_ID))]?.address).toBe(wallet.address)

  // After a reload the Account view still shows the name.
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await ui.accountButton(wallet.address).click()
  await expect(ui.dialog('Account').getByTestId('foyer-account-name')).toHaveText(
    `${label}.${ZONE}`,
  )

  // Other apps resolve it: viem's ENS actions through the dev chain's resolver and the gateway.
  const client = await ensClient(CHAIN_A_ID)
  expect(await getEnsAddress(client, { name: `${label}.${ZONE}` })).toBe(wallet.address)
  expect(
    await getEnsAddress(client, {
      name: `${label}.${ZONE}`,
      coinType: BigInt(evmCoinType(CHAIN_A_ID)),
    }),
  ).toBe(wallet.address.toLowerCase()) // a coin type's address comes back as raw bytes
  expect(await getEnsName(client, { address: wallet.address })).toBe(`${label}.${ZONE}`)
  expect(await getEnsAddress(client, { name: `free-${label}.${ZONE}` })).toBeNull()
})

test('the embedded wallet (email sign-in) registers a name, approving in the frame', async ({
  page,
}) => {
  const ui = demo(page)
  const email = `names-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const label = uniqueLabel('email')
  await ui.open()

  const before = await lastMailId(email)
  await ui.connectButton.click()
  const connect = ui.dialog('Connect Wallet')
  await connect.getByLabel('Email').fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await ui.dialog('Enter the code').getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await nextCode(email, before))
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 20_000 })
  await declineProtection(page)
  const address = (await page.getByTestId('account-address').textContent()) as Address

  await ui.accountButton(address).click()
  await registerName(page, label, async () => {
    await expect(ui.dialog('Sign message')).toBeVisible()
    await answerInFrame(page, 'Approve')
  })
  const record = await nameRecord(label)
  expect(record.addresses[String(evmCoinType(CHAIN_A_ID))]?.address).toBe(address)
})

test.describe('with an account without a name', () => {
  test.use({ walletOptions: { accountIndex: 8 } })

  test('the names switch turned off hides the offer to choose a name', async ({ page, wallet }) => {
    const ui = demo(page)
    await ui.open()
    await ui.connect()
    await ui.accountButton(wallet.address).click()
    const choose = ui.dialog('Account').getByRole('button', { name: 'Choose a name' })
    await expect(choose).toBeVisible()

    await expect(page.getByRole('switch', { name: 'names', exact: true })).toBeChecked()
    await page.goto('/?names=off')
    await expect(page.getByRole('switch', { name: 'names', exact: true })).not.toBeChecked()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await ui.accountButton(wallet.address).click()
    await expect(ui.dialog('Account').getByTestId('foyer-balance')).toBeVisible()
    await expect(choose).toHaveCount(0)
  })

  test('a rejected signature returns to RegisterAccountName with the error', async ({
    page,
    wallet,
  }) => {
    const ui = demo(page)
    await ui.open()
    await ui.connect()
    await ui.accountButton(wallet.address).click()
    await ui.dialog('Account').getByRole('button', { name: 'Choose a name' }).click()
    await ui
      .dialog('Choose your account name')
      .getByRole('button', { name: 'Choose a name' })
      .click()
    const register = ui.dialog('Register a name')
    const label = uniqueLabel('rejected')
    await register.getByLabel('Name').fill(label)
    await expect(register.getByTestId('foyer-name-status')).toHaveText(
      `${label}.${ZONE} is available`,
    )
    await wallet.rejectNextRequest('personal_sign')
    await register.getByRole('button', { name: 'Register' }).click()
    await expect(register.getByRole('alert')).toHaveText(`Error registering name ${label}.${ZONE}`)
    await expect(register.getByLabel('Name')).toHaveValue(label)
  })
})
