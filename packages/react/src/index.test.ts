import { expect, it } from 'vitest'

it('exports', async () => {
  // Sorted: the order of re-exports from other packages depends on which loaded first.
  expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
    [
      "ConnectButton",
      "FoyerProvider",
      "LOCALES",
      "en",
      "errorText",
      "preloadModal",
      "useBitcoinSignPsbt",
      "useEmbeddedAccountType",
      "useFoyer",
      "useFoyerAccount",
      "useFoyerDisconnect",
      "useFoyerFeatures",
      "useFoyerModal",
      "useFoyerNetwork",
      "useFoyerSignMessage",
      "useFoyerTheme",
      "useFoyerWallets",
      "useSiwxSession",
      "useStrings",
      "useWalletInfo",
    ]
  `)
})
