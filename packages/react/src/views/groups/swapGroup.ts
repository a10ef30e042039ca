import { SwapPreviewView } from '../swap/SwapPreviewView'
import { SwapSelectTokenView } from '../swap/SwapSelectTokenView'
import { SwapView } from '../swap/SwapView'

/** Swapping tokens (docs/product.md#swap). */
export const swapGroup = {
  Swap: SwapView,
  SwapSelectToken: SwapSelectTokenView,
  SwapPreview: SwapPreviewView,
}
