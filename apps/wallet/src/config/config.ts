import { readConfig, type WalletConfig } from './readConfig'

/** This page's settings: the FOYER_PUBLIC_* variables Vite hands it, or the embedded defaults. */
export function pageConfig(): WalletConfig {
  return readConfig(import.meta.env)
}
