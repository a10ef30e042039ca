import { useFoyer } from './useFoyer'

/** Copies text to the clipboard and says how it went in a toast. */
export function useCopy(): (text: string, copied: string, failed: string) => Promise<void> {
  const foyer = useFoyer()
  return async (text, copied, failed) => {
    try {
      await navigator.clipboard.writeText(text)
      foyer.toasts.show('success', copied)
    } catch {
      foyer.toasts.show('error', failed)
    }
  }
}
