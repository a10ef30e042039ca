import {
  type AccountSession,
  ANY_FUNCTION,
  ANY_TARGET,
  foyerAccountAbi,
  type PermissionGrant,
  VALUE_TRANSFER,
  type WalletCall,
} from '@foyer/protocol'
import { type Address, encodeFunctionData, isAddressEqual, numberToHex } from 'viem'

/**
 * The owner's call that grants a session (docs/product.md#session-permissions): the account calls
 * its own `grantSession`, in an operation the visitor approves like any other.
 */
export function grantSessionCall(account: Address, grant: PermissionGrant): WalletCall {
  return {
    to: account,
    value: 0n,
    data: encodeFunctionData({
      abi: foyerAccountAbi,
      functionName: 'grantSession',
      args: [grant.key, grant.session],
    }),
  }
}

/**
 * `wallet_grantPermissions`'s answer once the grant is on chain: the request as granted with its
 * context (the session key's address, which `wallet_revokePermissions` and the sessions API take),
 * under both ERC-7715's names and those viem's `grantPermissions` reads.
 */
export function grantedPermissions(grant: PermissionGrant, account: Address, chainId: number) {
  const context = grant.key.toLowerCase()
  return {
    chainId: numberToHex(chainId),
    address: account,
    expiry: grant.session.validUntil,
    signer: grant.signer,
    permissions: grant.granted,
    grantedPermissions: grant.granted,
    context,
    permissionsContext: context,
    signerData: { submitToAddress: account },
  }
}

/**
 * A session as `wallet_getPermissions` lists it, rebuilt from what the account stores: its value
 * transfers as a recurring native allowance, its other calls as one contract-call permission per
 * contract (no functions listed: any of them), and how much of this period's allowance is spent.
 */
export function sessionAsPermissions(session: AccountSession, account: Address) {
  const permissions: Record<string, unknown>[] = []
  const byContract = new Map<string, { address: Address; calls: string[] }>()
  for (const { target, selector } of session.permissions) {
    if (isAddressEqual(target, ANY_TARGET) && selector === VALUE_TRANSFER) {
      permissions.push({
        type: 'native-token-recurring-allowance',
        data: {
          allowance: numberToHex(BigInt(session.spendLimit)),
          start: session.validAfter,
          period: session.period,
        },
      })
      continue
    }
    const entry = byContract.get(target.toLowerCase()) ?? { address: target, calls: [] }
    if (selector !== ANY_FUNCTION) entry.calls.push(selector)
    byContract.set(target.toLowerCase(), entry)
  }
  for (const entry of byContract.values()) permissions.push({ type: 'contract-call', data: entry })
  return {
    chainId: numberToHex(session.chainId),
    address: account,
    expiry: session.validUntil,
    signer: { type: 'account', data: { id: session.key } },
    permissions,
    context: session.pci,
    permissionsContext: session.pci,
    spent: numberToHex(BigInt(session.spent)),
  }
}
