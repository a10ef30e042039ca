import { browserLocale, type Locale } from '@foyer/protocol'
import type { WalletStrings } from './locale/en'
import { WALLET_STRINGS } from './locale/walletStrings'
import type { NamespaceProblem } from './wallet/sessionNamespaces'

/**
 * Every string the wallet page shows, in the browser's language (`navigator.languages`, by
 * primary subtag; English when we do not speak it): one table per language under locale/.
 */
export const locale: Locale = browserLocale()
export const strings: WalletStrings = WALLET_STRINGS[locale]

/** A person's name for a JSON-RPC method. */
export function methodName(method: string): string {
  return (strings.methodNames as Readonly<Record<string, string>>)[method] ?? method
}

/** The message for a proposal that cannot be approved. */
export function namespaceProblemText(problem: NamespaceProblem): string {
  const texts = strings.namespaceProblems
  switch (problem.kind) {
    case 'unsupportedNamespaces':
      return texts.unsupportedNamespaces(problem.items)
    case 'unsupportedChains':
      return texts.unsupportedChains(problem.items)
    case 'unsupportedMethods':
      return texts.unsupportedMethods(problem.items)
    case 'noCommonChain':
      return texts.noCommonChain
    case 'sdkRefused':
      return texts.sdkRefused(problem.detail)
  }
}
