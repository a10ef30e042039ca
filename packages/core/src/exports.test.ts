import { expect, it } from 'vitest'

// The entries' exports, name by name (as wagmi does): a change to a public surface is seen here.
it('exports of @foyer/core', async () => {
  expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_THEME_VARIABLES",
      "EN_ERROR_MESSAGES",
      "ERROR_CODES",
      "FoyerError",
      "LOCALES",
      "bitcoin",
      "bitcoinNetworks",
      "bitcoinTestnet",
      "cookieStorage",
      "cookieToInitialState",
      "createFoyer",
      "createSessionSender",
      "createWagmiConfig",
      "devChainA",
      "devChainB",
      "errorCodeOf",
      "evmNetworks",
      "findNetwork",
      "formatErrorMessage",
      "fromViemChain",
      "isErrorCode",
      "isFoyerError",
      "isUserRejection",
      "knownNetworks",
      "localeDirection",
      "resolveNetworks",
      "setNameText",
      "solana",
      "solanaDevnet",
      "solanaNetworks",
      "solanaTestnet",
      "themeToCssVariables",
      "toViemChain",
      "withRpcUrls",
    ]
  `)
})

it('exports of @foyer/core/internal', async () => {
  expect(Object.keys(await import('./internal')).sort()).toMatchInlineSnapshot(`
    [
      "ACCOUNT_TABS",
      "EMAIL_DISPLAY_MAX_CHARS",
      "EMBEDDED_CONNECTOR_ID",
      "FRAME_LOAD_TIMEOUT_MS",
      "INITIAL_NAME_REGISTRATION_STATE",
      "INITIAL_ONRAMP_STATE",
      "INITIAL_SEND_STATE",
      "INITIAL_WALLETS_STATE",
      "MODAL_SHAKE_MS",
      "MODAL_WIDTH_PX",
      "PENDING_TRANSACTIONS_LIMIT",
      "SEND_ERRORS",
      "VIEWS",
      "WALLETS_PAGE_IMAGES",
      "accountTabs",
      "compatibleNetworks",
      "composeWalletList",
      "createApiClient",
      "createNames",
      "explorerTxUrl",
      "isInAppBrowser",
      "isMobileDevice",
      "isUnprotected",
      "listAllWallets",
      "onrampLimit",
      "onrampNetwork",
      "onrampProvider",
      "onrampToken",
      "readAccountTarget",
      "sendErrorNotice",
      "toErrorNotice",
      "walletConnectLink",
      "walletFeatureButtons",
      "walletLinks",
    ]
  `)
})

it('exports of @foyer/core/testing', async () => {
  expect(Object.keys(await import('./testing/index')).sort()).toMatchInlineSnapshot(`
    [
      "RECEIVER",
      "SENDER",
      "SIGNING_WALLET_RDNS",
      "TEST_EXPLORER_URL",
      "TEST_FRAME_ORIGIN",
      "TEST_PROJECT_ID",
      "USER_REJECTED",
      "accountDataFixture",
      "accountTestKit",
      "balanceOf",
      "createScriptedFrame",
      "createScriptedWallet",
      "embeddedFoyer",
      "installSigningWallet",
      "memoryStorage",
      "playFramePage",
      "refusingWallet",
      "sentItem",
      "signInSettled",
      "signInWithWallet",
      "startChainDataServer",
      "startNamesServer",
      "startSiwxServer",
      "startTestChain",
      "transactionOf",
      "walletEntry",
      "walletRow",
    ]
  `)
})
