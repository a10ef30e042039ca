import { useFoyer } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { NetworkList } from './NetworkList'

/** The wallet sits on a network the dapp does not configure: switch, or disconnect. */
export function UnsupportedChainView() {
  const foyer = useFoyer()
  const strings = useStrings()
  return (
    <>
      <p className="muted">{strings.unsupportedChainHelp}</p>
      <NetworkList />
      <button type="button" className="secondary" onClick={() => foyer.disconnect()}>
        {strings.disconnect}
      </button>
    </>
  )
}
