import {
  createNameTextMessage,
  evmCoinType,
  FoyerError,
  type NameRecord,
  nameTextProblem,
} from '@foyer/protocol'
import { type Config, getAccount, signMessage } from '@wagmi/core'
import type { Address } from 'viem'
import { createApiClient } from '../api/createApiClient'
import { createNamesApi } from './createNamesApi'

export type SetNameTextParameters = {
  /** The Foyer API's URL (as createFoyer's `apiUrl`) and the project. */
  apiUrl: string
  projectId: string
  /** wagmi's config: its connected wallet signs (browser wallet or embedded alike). */
  config: Config
  /** The full name, `label.zone`. */
  name: string
  /** The records to set (ENSIP-5 keys the server allows, e.g. `avatar`); '' removes one. */
  text: Record<string, string>
  /** The address holding the name; default: the connected account. */
  account?: Address
  /** The chain the name was registered on; default: the connected chain. */
  chainId?: number
  fetch?: typeof globalThis.fetch
  /** Unix milliseconds; default Date.now. */
  now?: () => number
}

/**
 * Sets text records of a name (docs/product.md#names): checks each record by the protocol's
 * allow-list and lengths, has the account holding the name sign the text-records message
 * (EIP-191), and sends it to `POST /v1/profile/text`. Resolves with the name's record; other
 * apps then read the records through ENS (viem's `getEnsText`, `getEnsAvatar`). Fails with a
 * FoyerError `NAME_TEXT_FAILED` (a NamesApiError when the API refused: its reason as `details`),
 * `NO_ADDRESS_OR_CONNECTOR` without an account, or the wallet's own error when signing fails.
 */
export async function setNameText(parameters: SetNameTextParameters): Promise<NameRecord> {
  const { config, name, text } = parameters
  const fail = (details: string) =>
    new FoyerError('NAME_TEXT_FAILED', { params: { name }, details })
  for (const [key, value] of Object.entries(text)) {
    const problem = nameTextProblem(key, value)
    if (problem) throw fail(problem)
  }
  if (Object.keys(text).length === 0) throw fail('no text record to set')
  const connected = getAccount(config)
  const address = parameters.account ?? connected.address
  const chainId = parameters.chainId ?? connected.chainId
  if (!address) throw new FoyerError('NO_ADDRESS_OR_CONNECTOR')
  if (chainId === undefined) throw new FoyerError('NETWORK_NOT_FOUND')
  const coinType = evmCoinType(chainId)
  const now = parameters.now ?? Date.now
  const message = createNameTextMessage({
    name,
    coin_type: coinType,
    address,
    text,
    timestamp: Math.floor(now() / 1000),
  })
  const signature = await signMessage(config, { message, account: address })
  const api = createNamesApi(
    createApiClient({ baseUrl: parameters.apiUrl, projectId: parameters.projectId }),
    parameters.fetch,
  )
  return api.setText({ coin_type: coinType, address, message, signature })
}
