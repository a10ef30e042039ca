// @vitest-environment node
import { type Anvil, startAnvil, testAddresses } from '@foyer/devchain'
import { evmCoinType, type NameRecord } from '@foyer/protocol'
import { type Config, connect, createConfig, mock } from '@wagmi/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTransports } from '../networks/createTransports'
import { devChainA } from '../networks/devChains'
import type { Network } from '../networks/network'
import { toViemChain } from '../networks/toViemChain'
import { TEST_PROJECT_ID } from '../testing/accountTestKit'
import { NamesApiError } from './createNamesApi'
import { setNameText } from './setNameText'
import { type NamesServer, startNamesServer } from './testing/namesServer'

const [ALICE, BOB] = testAddresses as [`0x${string}`, `0x${string}`]
const NAME = 'alice.foyer.id'
const AVATAR = 'https://foyer.localhost/alice.png'
let anvil: Anvil
let server: NamesServer

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
})
afterAll(() => anvil.stop())
beforeEach(async () => {
  server = await startNamesServer()
  const at = new Date().toISOString()
  const record: NameRecord = {
    name: NAME,
    addresses: { [String(evmCoinType(31337))]: { address: ALICE, created: at } },
    attributes: {},
    created: at,
    updated: at,
  }
  server.names.set(NAME, record)
})
afterEach(() => server.close())

/** A wagmi config whose mock wallet signs with `account` (anvil's unlocked test accounts). */
async function walletOf(account: `0x${string}`, connected = true): Promise<Config> {
  const network: Network = { ...devChainA, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
  const chains = [toViemChain(network)] as const
  const config = createConfig({
    chains,
    connectors: [mock({ accounts: [account] })],
    transports: createTransports(chains),
  })
  const connector = config.connectors[0]
  if (connected && connector) await connect(config, { connector })
  return config
}

const parameters = async (account: `0x${string}`, text: Record<string, string>) => ({
  apiUrl: server.url,
  projectId: TEST_PROJECT_ID,
  config: await walletOf(account),
  name: NAME,
  text,
})

describe('setNameText', () => {
  it("has the connected holder sign the records and answers the name's record", async () => {
    const record = await setNameText(await parameters(ALICE, { avatar: AVATAR }))
    expect(record.attributes).toEqual({ avatar: AVATAR })
    expect(server.requests).toEqual(['/v1/profile/text'])
    const removed = await setNameText(await parameters(ALICE, { avatar: '' }))
    expect(removed.attributes).toEqual({})
  })

  it("fails NAME_TEXT_FAILED with the API's reason when another account signs", async () => {
    const error = await setNameText(await parameters(BOB, { avatar: AVATAR })).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(NamesApiError)
    expect(error).toMatchObject({
      code: 'NAME_TEXT_FAILED',
      status: 403,
      details: `Only the address that holds ${NAME} can change it`,
    })
    expect((error as Error).message).toMatch(/^Error saving the profile of alice\.foyer\.id: /)
  })

  it('refuses a key or value the server would refuse before asking the wallet', async () => {
    const refused: Record<string, string>[] = [
      { 'com.example.secret': 'x' },
      { avatar: 'not a uri' },
      {},
    ]
    for (const text of refused) {
      await expect(setNameText(await parameters(ALICE, text))).rejects.toMatchObject({
        code: 'NAME_TEXT_FAILED',
      })
    }
    expect(server.requests).toEqual([])
  })

  it('needs an account', async () => {
    await expect(
      setNameText({
        apiUrl: server.url,
        projectId: TEST_PROJECT_ID,
        config: await walletOf(ALICE, false),
        name: NAME,
        text: { avatar: AVATAR },
      }),
    ).rejects.toMatchObject({ code: 'NO_ADDRESS_OR_CONNECTOR' })
  })
})
