/**
 * A node's gas estimate with a quarter more: the estimate runs against the latest block, and a
 * swap that lands in a later second also writes the pools' price oracles (a V2 pair's cumulative
 * prices, a V3 pool's observation), which the estimate did not count. A wallet sending the
 * estimate unchanged would run out of gas now and then.
 */
export const withGasMargin = (estimate: bigint): bigint => estimate + estimate / 4n
