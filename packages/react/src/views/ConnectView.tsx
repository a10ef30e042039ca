import type { ConnectorListItem } from '@foyer/core'
import { useFoyer, useStore, useStrings } from '../hooks/useFoyer'
import { WalletImage } from '../ui/WalletImage'

/** Connect: the methods in connectMethodsOrder. Only the wallet method is built so far. */
export function ConnectView() {
  const foyer = useFoyer()
  return (
    <>
      {foyer.features.connectMethodsOrder.map((method) =>
        method === 'wallet' ? <WalletSection key={method} /> : null,
      )}
    </>
  )
}

function WalletSection() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { items } = useStore(foyer.connectors)
  if (items.length === 0) return <p className="muted">{strings.noWallets}</p>
  return (
    <section aria-label={strings.wallets}>
      <ul className="list">
        {items.map((item) => (
          <li key={item.connector.uid}>
            <WalletButton item={item} onClick={() => foyer.connect(item.connector.uid)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function WalletButton({ item, onClick }: { item: ConnectorListItem; onClick(): void }) {
  const strings = useStrings()
  const { connector, section } = item
  const tag =
    section === 'recent'
      ? strings.recent
      : connector.type === 'ANNOUNCED'
        ? strings.installed
        : undefined
  return (
    <button type="button" className="item" onClick={onClick}>
      <WalletImage name={connector.name} src={connector.imageUrl} />
      <span className="name">{connector.name}</span>
      {tag && <span className="tag">{tag}</span>}
    </button>
  )
}
