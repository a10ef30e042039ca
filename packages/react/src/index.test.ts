import { expect, it } from 'vitest'

it('exports', async () => {
  expect(Object.keys(await import('./index'))).toMatchInlineSnapshot(`
    [
      "ConnectButton",
      "useFoyerAccount",
      "useFoyerDisconnect",
      "useFoyerFeatures",
      "useFoyerModal",
      "useFoyerNetwork",
      "useFoyerTheme",
      "useWalletInfo",
      "useFoyer",
      "useSiwxSession",
      "useStrings",
      "en",
      "errorText",
      "FoyerProvider",
      "preloadModal",
    ]
  `)
})
