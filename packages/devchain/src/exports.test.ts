import { expect, it } from 'vitest'

// The entry's exports, name by name (as wagmi does): a change to its public surface is seen here.
it('exports of @foyer/devchain', async () => {
  expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
    [
      "COLLECTIBLE_NONCE",
      "DEV_COLLECTIBLES",
      "DEV_PRICES",
      "DEV_TOKENS",
      "ENS_REGISTRY_NONCE",
      "OFFCHAIN_RESOLVER_NONCE",
      "PRICE_ORACLE_NONCE",
      "REVERSE_ZONE",
      "TEST_MNEMONIC",
      "UNIVERSAL_RESOLVER_NONCE",
      "assertPortsFree",
      "childExit",
      "currencyKey",
      "deployDevContracts",
      "deployEns",
      "deployerAccount",
      "describeExit",
      "devCollectibleIds",
      "devContractAddress",
      "foyerCollectibleAbi",
      "foyerEnsRegistryAbi",
      "foyerOffchainResolverAbi",
      "foyerPriceOracleAbi",
      "foyerTokenAbi",
      "foyerUniversalResolverAbi",
      "freePort",
      "isAnvil",
      "localRpcPort",
      "namesContractAddress",
      "namesDeployerAccount",
      "outputTail",
      "startAnvil",
      "startDevChains",
      "stopChild",
      "testAccounts",
      "testAddresses",
      "waitForHttp",
      "writeDeployments",
    ]
  `)
})
