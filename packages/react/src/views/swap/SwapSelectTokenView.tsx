import {
  type AccountData,
  INITIAL_SWAP_STATE,
  pickAssets,
  type SwapAsset,
  searchSwapAssets,
} from '@foyer/core/internal'
import { useId, useState } from 'react'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { Spinner } from '../../ui/Spinner'
import { TokenIcon } from '../../ui/TokenIcon'
import { tokenAmount } from './swapFormat'

/**
 * SwapSelectToken: the suggested tokens as chips, the popular ones as a list with the account's
 * balances, and a search over every token the swap API trades on the network.
 */
export function SwapSelectTokenView() {
  const strings = useStrings()
  const data = useAccountData()
  const { tokensStatus, error } = useOptionalStore(data?.swap, INITIAL_SWAP_STATE)
  if (tokensStatus === 'error' && error) {
    return (
      <p className="error-text" role="alert">
        {errorText(strings, error)}
      </p>
    )
  }
  if (!data || tokensStatus !== 'ready') return <Spinner label={strings.loading} status />
  return <TokenChoices data={data} />
}

function TokenChoices({ data }: { data: AccountData }) {
  const strings = useStrings()
  const s = strings.swap
  const { tokens, suggested, popular, picking, from, to } = useStore(data.swap)
  const [query, setQuery] = useState('')
  const searchId = useId()
  const suggestedId = useId()
  const listId = useId()
  const current = picking === 'from' ? from : to
  const searching = query.trim() !== ''
  const listed = searching ? searchSwapAssets(tokens, query) : pickAssets(tokens, popular)
  const choose = (asset: SwapAsset) => data.swap.choose(asset.address)
  return (
    <div className="form">
      <label htmlFor={searchId} className="visually-hidden">
        {s.search}
      </label>
      <input
        id={searchId}
        type="search"
        className="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={s.search}
        data-testid="foyer-swap-search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {!searching && suggested.length > 0 && (
        <section aria-labelledby={suggestedId} className="swap-section">
          <h3 id={suggestedId} className="section-title">
            {s.suggested}
          </h3>
          <div className="row swap-chips">
            {pickAssets(tokens, suggested).map((asset) => (
              <button
                key={asset.address}
                type="button"
                className="chip"
                aria-pressed={asset.address === current?.address}
                onClick={() => choose(asset)}
              >
                <TokenIcon symbol={asset.symbol} src={asset.logoUri ?? ''} />
                {asset.symbol}
              </button>
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby={listId} className="swap-section">
        <h3 id={listId} className="section-title">
          {searching ? s.search : s.popular}
        </h3>
        {listed.length === 0 ? (
          <p className="muted" role="status">
            {s.noResults}
          </p>
        ) : (
          <ul className="list" aria-labelledby={listId} data-testid="foyer-swap-token-list">
            {listed.map((asset) => (
              <li key={asset.address}>
                <button
                  type="button"
                  className="item"
                  aria-current={asset.address === current?.address}
                  onClick={() => choose(asset)}
                >
                  <span className="token-row">
                    <TokenIcon symbol={asset.symbol} src={asset.logoUri ?? ''} />
                    <span className="token-name">
                      <span className="name">{asset.symbol}</span>
                      <span className="muted">{asset.name}</span>
                    </span>
                    {asset.balance !== undefined && asset.balance > 0n && (
                      <span className="token-amount">{tokenAmount(asset.balance, asset, 4)}</span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
