import {
  FoyerError,
  foyerAccountAbi,
  parseGrantPermissions,
  parseRevokePermissions,
  revokeSessionTypedData,
} from '@foyer/protocol'
import { type Address, isAddressEqual, type PrivateKeyAccount } from 'viem'
import { readContract } from 'viem/actions'
import type { FrameApi } from '../api/frameApi'
import type { ApprovalRequest } from '../handler/approvalRequest'
import { grantedPermissions, grantSessionCall, sessionAsPermissions } from './sessionPermissions'
import type { SmartWallet } from './smartAccounts'
import { prepareOperation, sendOperation, waitForOperation } from './userOperations'

/** Who asks: the visitor's key, their smart account on the request's chain (if preferred). */
export type PermissionsContext = {
  owner: PrivateKeyAccount
  chainId: number
  address: Address
  smart: SmartWallet | undefined
}

export type WalletPermissionsDeps = {
  api: Pick<FrameApi, 'getSessions' | 'revokeSession'>
  /** Asks the visitor; throws unless they approve and are still signed in. */
  approved(request: ApprovalRequest, owner: unknown): Promise<void>
  /** Seconds since the epoch (the grant's expiry is checked against it). */
  now?: () => number
}

/**
 * ERC-7715 permissions of the embedded wallet (docs/product.md#session-permissions): a dapp's
 * session key gets a FoyerAccount session, enforced by the account at validation. Granting is an
 * operation of the account the visitor approves; revoking is the owner's signature the API's
 * relayer submits (so it costs the visitor nothing); the list is read on chain by the API.
 */
export function createWalletPermissions(deps: WalletPermissionsDeps) {
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000))

  function smartOf(context: PermissionsContext): SmartWallet {
    if (!context.smart) throw new FoyerError('PERMISSIONS_NEED_SMART_ACCOUNT')
    return context.smart
  }

  async function sessionsOf(context: PermissionsContext) {
    const { sessions } = await deps.api.getSessions(context.address, context.chainId)
    return sessions
  }

  return {
    /** `wallet_grantPermissions`: answers once the session is on chain. */
    async grant(params: unknown, context: PermissionsContext) {
      const grant = parseGrantPermissions(params, now())
      if (grant.chainId !== undefined && grant.chainId !== context.chainId) {
        throw new FoyerError('WRONG_CHAIN')
      }
      const smart = smartOf(context)
      if (grant.address && !isAddressEqual(grant.address, context.address)) {
        throw new FoyerError('WRONG_ACCOUNT')
      }
      const prepared = await prepareOperation(smart, [grantSessionCall(context.address, grant)])
      await deps.approved(
        {
          method: 'wallet_grantPermissions',
          address: context.address,
          chainId: context.chainId,
          key: grant.key,
          session: grant.session,
          recurring: grant.recurring,
          sponsored: prepared.sponsored,
          ...(prepared.maxFee === undefined ? {} : { maxFee: prepared.maxFee }),
        },
        context.owner,
      )
      const receipt = await waitForOperation(smart, await sendOperation(smart, prepared))
      if (!receipt.success) throw new FoyerError('PERMISSION_GRANT_FAILED')
      return grantedPermissions(grant, context.address, context.chainId)
    },

    /** `wallet_revokePermissions`: ends a session this account granted. */
    async revoke(params: unknown, context: PermissionsContext) {
      const key = parseRevokePermissions(params)
      const smart = smartOf(context)
      const pci = key.toLowerCase()
      if (!(await sessionsOf(context)).some((session) => session.pci === pci)) {
        throw new FoyerError('PERMISSION_UNKNOWN')
      }
      await deps.approved(
        {
          method: 'wallet_revokePermissions',
          address: context.address,
          chainId: context.chainId,
          key,
        },
        context.owner,
      )
      const nonce = await readContract(smart.client, {
        address: context.address,
        abi: foyerAccountAbi,
        functionName: 'revocationNonce',
      })
      const signature = await context.owner.signTypedData(
        revokeSessionTypedData({ account: context.address, chainId: context.chainId, key, nonce }),
      )
      await deps.api.revokeSession(context.address, context.chainId, { pci, signature })
      return null
    },

    /** `wallet_getPermissions`: the account's sessions on this chain that still hold. */
    async list(context: PermissionsContext) {
      if (!context.smart) return []
      return (await sessionsOf(context))
        .filter((session) => session.active)
        .map((session) => sessionAsPermissions(session, context.address))
    },
  }
}
