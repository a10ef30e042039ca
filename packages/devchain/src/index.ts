export {
  deployerAccount,
  TEST_MNEMONIC,
  testAccounts,
  testAddresses,
} from './accounts/testAccounts'
export { isAnvil } from './anvil/isAnvil'
export { type Anvil, type StartAnvilOptions, startAnvil } from './anvil/startAnvil'
export { foyerTokenAbi } from './contracts/foyerTokenArtifact'
export { type DeployDevTokensOptions, deployDevTokens } from './deploy/deployDevTokens'
export { DEV_TOKENS, type DevToken } from './deploy/devTokens'
export { writeDeployments } from './deploy/writeDeployments'
export { assertPortsFree, type PortClaim } from './process/assertPortsFree'
export { type ChildExit, childExit, describeExit } from './process/childExit'
export { freePort } from './process/freePort'
export { outputTail } from './process/outputTail'
export { stopChild } from './process/stopChild'
export { waitForHttp } from './process/waitForHttp'
export { localRpcPort } from './stack/localRpcPort'
export { type ChainEntry, type DevChains, startDevChains } from './stack/startDevChains'
