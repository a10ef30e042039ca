/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly FOYER_PUBLIC_RELAY_URL?: string
  readonly FOYER_PUBLIC_PROJECT_ID?: string
  readonly FOYER_PUBLIC_CHAIN_RPC_URLS?: string
  readonly FOYER_PUBLIC_SOLANA_RPC_URLS?: string
}
