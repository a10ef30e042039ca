/** A session's approved namespaces, as the sign client keeps them. */
export type SessionNamespacesLike = {
  namespaces: Record<
    string,
    { accounts: readonly string[]; chains?: readonly string[]; methods?: readonly string[] }
  >
}

/** One account of a session: `solana:<ref>:<address>` read apart. */
export type SessionAccount = { chainId: string; address: string }

/**
 * The accounts a session approved in `namespace` (`solana`, `bip122`, …), once each, in order,
 * with their CAIP-2 chain: the namespace key (`solana`) and chain-keyed ones (`solana:<ref>`)
 * alike. An entry that is not CAIP-10 of that namespace is left out.
 */
export function sessionNamespaceAccounts(
  session: SessionNamespacesLike | undefined,
  namespace: string,
): SessionAccount[] {
  if (!session) return []
  const seen = new Set<string>()
  const accounts: SessionAccount[] = []
  for (const [key, value] of Object.entries(session.namespaces)) {
    if (key !== namespace && !key.startsWith(`${namespace}:`)) continue
    for (const entry of value.accounts) {
      const [space, reference, address, ...rest] = entry.split(':')
      if (space !== namespace || !reference || !address || rest.length > 0) continue
      const chainId = `${space}:${reference}`
      if (seen.has(`${chainId}:${address}`)) continue
      seen.add(`${chainId}:${address}`)
      accounts.push({ chainId, address })
    }
  }
  return accounts
}

/** The addresses of `accounts`, once each, in order (one address on several chains is one). */
export function sessionAddresses(accounts: readonly SessionAccount[]): string[] {
  return [...new Set(accounts.map((account) => account.address))]
}

/** The chains of `accounts` that hold `address`. */
export function chainsOf(accounts: readonly SessionAccount[], address: string): string[] {
  return accounts.filter((account) => account.address === address).map((a) => a.chainId)
}

/** The methods a session approved in `namespace` (its key and chain-keyed entries alike). */
export function sessionNamespaceMethods(
  session: SessionNamespacesLike | undefined,
  namespace: string,
): ReadonlySet<string> {
  const methods = new Set<string>()
  for (const [key, value] of Object.entries(session?.namespaces ?? {})) {
    if (key !== namespace && !key.startsWith(`${namespace}:`)) continue
    for (const method of value.methods ?? []) methods.add(method)
  }
  return methods
}
