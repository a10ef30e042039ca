export {
  CHAIN_NAMESPACES,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  caipNetworkIdSchema,
  chainNamespaceSchema,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip'
