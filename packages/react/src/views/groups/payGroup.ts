import { PayView } from '../pay/PayView'

/** Paying an amount to an address, swapping first when short (docs/product.md#pay). */
export const payGroup = {
  Pay: PayView,
}
