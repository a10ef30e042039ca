import type { ErrorNotice } from '@foyer/core'
import type { OnrampPaymentMethod } from '@foyer/protocol'
import type { Strings } from '../../locale/en'
import { errorText } from '../../locale/errorText'

/** An on-ramp error in the locale's words, with the payment method named in them too. */
export function onrampErrorText(strings: Strings, notice: ErrorNotice): string {
  const method = notice.params?.method
  const methods: Record<string, string> = strings.onramp.methodNames
  const params =
    typeof method === 'string' && Object.hasOwn(methods, method)
      ? { ...notice.params, method: methods[method as OnrampPaymentMethod] ?? method }
      : notice.params
  return errorText(strings, { ...notice, params })
}
