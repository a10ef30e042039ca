import type { Network } from '@foyer/core'
import type { AccountData } from '@foyer/core/internal'
import { useStore } from '../../hooks/useFoyer'
import { useLoadFor } from '../../hooks/useLoadFor'
import { useStrings } from '../../hooks/useStrings'
import { ListFooter } from '../../ui/ListFooter'
import { ActivityRow } from './ActivityRow'
import { PagedListStatus } from './PagedListStatus'

/** The Activity tab: pending transactions first, then confirmed ones, paged by cursor. */
export function ActivityTab({ data, network, targetKey }: TabProps) {
  const strings = useStrings()
  const { status, items, next, loadingMore, error } = useStore(data.activity)
  useLoadFor(data.activity, targetKey)
  if (items.length === 0) {
    return (
      <PagedListStatus
        status={status}
        network={network}
        failed={strings.activityFailed}
        empty={strings.noActivity}
        onRetry={() => data.activity.load()}
      />
    )
  }
  return (
    <>
      <ul className="list" aria-label={strings.tabs.activity}>
        {items.map((item) => (
          <li key={item.id} className="item static">
            <ActivityRow item={item} network={network} />
          </li>
        ))}
      </ul>
      <ListFooter
        more={next !== null}
        loadingMore={loadingMore}
        failed={status === 'ready' && error !== undefined}
        onLoadMore={() => data.activity.loadMore()}
      />
    </>
  )
}

export type TabProps = { data: AccountData; network: Network; targetKey: string }
