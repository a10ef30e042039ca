import type { Config } from '@wagmi/core'

/**
 * Whether a dapp's wagmi config renders on the server (wagmi's `ssr`), read before wagmi's code
 * loads. wagmi has no public getter; see `adoptWagmiConfig.ts`, whose test covers this too.
 */
export const isSsrConfig = (config: Config): boolean => config._internal.ssr
