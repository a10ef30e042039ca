import {
  DEFAULT_FIAT_CURRENCY,
  type FiatCurrency,
  fiatCurrencySchema,
  type Locale,
  type Nft,
} from '@foyer/protocol'
import type { Config } from '@wagmi/core'
import type { ApiClient } from '../api/createApiClient'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { SolanaAdapter } from '../namespaces/solana/solanaAdapter'
import { createOnrampApi } from '../onramp/createOnrampApi'
import { createOnrampFlow, type OnrampFlow } from '../onramp/createOnrampFlow'
import { createPayFlow, type PayFlow } from '../pay/createPayFlow'
import type { Router } from '../router/createRouter'
import { createSendFlow, type SendFlow } from '../send/createSendFlow'
import { decimalSeparator } from '../send/decimalSeparator'
import type { AccountState } from '../state/accountState'
import type { NetworkState } from '../state/networkState'
import type { Store } from '../store/createStore'
import { createConvertApi } from '../swap/createConvertApi'
import { createSwapFlow, type SwapFlow } from '../swap/createSwapFlow'
import type { Toasts } from '../toast/createToasts'
import { readAccountTarget, readDataTarget } from './accountTarget'
import { type Activity, createActivity } from './createActivity'
import { type Balances, createBalances } from './createBalances'
import { createChainDataApi } from './createChainDataApi'
import { type CursorList, createCursorList } from './createCursorList'
import { createIdentity, type Identity } from './createIdentity'
import { createPendingTransactions, type PendingTransactions } from './createPendingTransactions'
import { createSupportedChains } from './createSupportedChains'

type Readable<T> = Pick<Store<T>, 'get' | 'subscribe'>

export type AccountDataDeps = {
  api: ApiClient
  config: Config
  account: Readable<AccountState>
  network: Readable<NetworkState>
  router: Router
  modal: Modal
  toasts: Toasts
  logger: Logger
  /** The currency balances and fees are shown in; the API's default (usd) when not set. */
  currency?: FiatCurrency
  /** The kit's language: how a typed amount writes its decimals. */
  locale: Locale
  /** The solana adapter (`namespaces.adapterOf('solana')`): a Solana account's send. */
  solana?: () => SolanaAdapter | undefined
  /** Whether buying (the on-ramp) is on now: Pay may buy the shortfall first. Default: no. */
  canBuy?: () => boolean
  now?: () => number
}

export type AccountData = {
  balances: Balances
  activity: Activity
  nfts: CursorList<Nft>
  identity: Identity
  /** Transactions sent from this page, until the API lists them. */
  pending: PendingTransactions
  send: SendFlow
  /** Buying crypto (docs/product.md#buy). */
  onramp: OnrampFlow
  /** The swap flow (docs/product.md#swap). */
  swap: SwapFlow
  /** Paying an amount to an address, swapping or buying first when short (docs/product.md#pay). */
  pay: PayFlow
  /** Fetches the balances (past the API's cache) and every list already shown again. */
  refresh(): Promise<void>
  destroy(): void
}

/**
 * The account features' data from the chain data API, for the connected address on the active
 * network: balances (eip155 and solana: `/v1/account/{address}/balance?chainId=solana:…`, the same
 * answer), activity and NFTs (eip155; `unsupported` elsewhere), identity, and the send flow (eip155 and solana). Loaded with the Account view;
 * everything is dropped when the address or the network changes.
 */
export function startAccountData(deps: AccountDataDeps): AccountData {
  // The dapp's `currency` option, checked here: the check's schema loads with this code only.
  const currency = fiatCurrencySchema.parse(deps.currency ?? DEFAULT_FIAT_CURRENCY)
  const api = createChainDataApi(deps.api)
  const supportedChains = createSupportedChains(api, deps.now)
  // The lists and balances read any namespace's account (each says which it has); the flows
  // that send, eip155 accounts only.
  const dataTarget = () => readDataTarget(deps.account.get(), deps.network.get())
  const target = () => readAccountTarget(deps.account.get(), deps.network.get())
  // Send reads eip155 and solana accounts (FEATURE_NAMESPACES.send).
  const sendTarget = () => {
    const data = dataTarget()
    return data?.network.chainNamespace === 'solana' ? data : target()
  }
  const { logger } = deps
  const balances = createBalances({
    api,
    supportedChains,
    target: dataTarget,
    currency,
    toasts: deps.toasts,
    logger,
    now: deps.now,
  })
  const pending = createPendingTransactions()
  const onrampApi = createOnrampApi(deps.api)
  const activity = createActivity({
    api,
    supportedChains,
    pending,
    target: dataTarget,
    logger,
    purchases: (address, chainId) => onrampApi.purchases(address, { chainId }),
  })
  const nfts = createCursorList<Nft>({
    name: 'NFTs',
    target: dataTarget,
    logger,
    idOf: (nft) => `${nft.contract.toLowerCase()}/${nft.tokenId}`,
    // Foyer's own route; the indexer knows ERC-721 transfers, so eip155 only.
    isAvailable: async ({ network }) =>
      network.chainNamespace === 'eip155' && (await supportedChains.has(network.caipNetworkId)),
    fetchPage: ({ address, network }, cursor) =>
      api.nfts(address, { chainId: network.caipNetworkId, cursor }),
  })
  const identity = createIdentity({ api, target: dataTarget, logger })

  async function refresh() {
    const lists = [activity, nfts].filter((list) => list.get().status !== 'idle')
    await Promise.all([balances.load({ force: true }), ...lists.map((list) => list.load())])
  }

  const send = createSendFlow({
    config: deps.config,
    decimalSeparator: decimalSeparator(deps.locale),
    target: sendTarget,
    solana: deps.solana,
    nativePrice: () => balances.get().balances.find((balance) => !balance.address)?.price,
    pending,
    router: deps.router,
    modal: deps.modal,
    logger,
    onSettled: () => void refresh(),
    now: deps.now,
  })

  const onramp = createOnrampFlow({
    api: onrampApi,
    target,
    router: deps.router,
    modal: deps.modal,
    logger,
    onSettled: () => void refresh(),
    now: deps.now,
  })

  const convertApi = createConvertApi(deps.api)
  const swap = createSwapFlow({
    api: convertApi,
    config: deps.config,
    decimalSeparator: decimalSeparator(deps.locale),
    target,
    balances,
    pending,
    router: deps.router,
    modal: deps.modal,
    logger,
    onSettled: () => void refresh(),
    now: deps.now,
  })

  const pay = createPayFlow({
    api: convertApi,
    config: deps.config,
    target,
    balances,
    pending,
    onramp,
    canBuy: deps.canBuy,
    modal: deps.modal,
    logger,
    onSettled: () => void refresh(),
    now: deps.now,
  })

  let key = dataTarget()?.key
  function onTargetChange() {
    const next = dataTarget()?.key
    if (next === key) return
    key = next
    for (const part of [balances, activity, nfts, send, onramp, swap, pay]) part.reset()
  }
  const unwatch = [deps.account.subscribe(onTargetChange), deps.network.subscribe(onTargetChange)]

  return {
    balances,
    activity,
    nfts,
    identity,
    pending,
    send,
    onramp,
    swap,
    pay,
    refresh,
    destroy() {
      for (const stop of unwatch) stop()
      activity.destroy()
      onramp.reset()
      pay.reset()
    },
  }
}
