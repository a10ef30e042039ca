import { BuyInProgressView } from '../onramp/BuyInProgressView'
import { BuyView } from '../onramp/BuyView'

/** Buying crypto (on-ramp): the Buy form and the purchase in progress. */
export const onrampGroup = {
  Buy: BuyView,
  BuyInProgress: BuyInProgressView,
}
