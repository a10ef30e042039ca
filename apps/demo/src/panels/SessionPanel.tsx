import { createSessionSender, evmAddress, isUserRejection, type SessionSender } from '@foyer/core'
import {
  useEmbeddedAccountType,
  useFoyer,
  useFoyerAccount,
  useFoyerFeatures,
  useFoyerNetwork,
} from '@foyer/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, formatEther, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { grantPermissions } from 'viem/experimental'
import { useWalletClient } from 'wagmi'
import { apiUrl, projectId } from '../config'
import { strings } from '../strings'

/** Anvil's second test account: who the session pays. */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** What the session may send in all, and what one click sends. */
const ALLOWANCE_ETH = '0.002'
const SEND_ETH = '0.0008'
/** How long a session lasts. */
const SESSION_SECONDS = 3600

type Grant = { account: Address; chainId: number; context: string; sender: SessionSender }

/**
 * Smart sessions (ERC-7715): the page makes a session key of its own, the visitor grants it an
 * allowance in the wallet's card once, then the page sends with it without asking: the account
 * enforces the allowance on chain, so the third send is refused. Ending the session is the
 * visitor's signature, which the API submits.
 */
export function SessionPanel() {
  const foyer = useFoyer()
  // This panel is EVM's: the account's 0x address and numeric chain id (else none).
  const account = useFoyerAccount()
  const { isConnected } = account
  const address = evmAddress(account)
  const network = useFoyerNetwork()
  const chainId = typeof network.chainId === 'number' ? network.chainId : undefined
  const { accountType } = useEmbeddedAccountType()
  const { smartSessions } = useFoyerFeatures().features
  const { data: walletClient } = useWalletClient()
  // The dapp's own key: it lives in this page only and signs for the session alone.
  const [key] = useState(() => privateKeyToAccount(generatePrivateKey()))
  const [grant, setGrant] = useState<Grant>()
  const [left, setLeft] = useState<bigint>()
  const [ended, setEnded] = useState(false)
  const fail = (error: Error) =>
    foyer.toasts.show(
      'error',
      isUserRejection(error) ? strings.transactionRejected : strings.transactionFailed,
    )

  const refreshLeft = async (sender: SessionSender) => {
    const session = await sender.session().catch(() => undefined)
    setLeft(session ? BigInt(session.spendLimit) - BigInt(session.spent) : undefined)
  }

  const start = useMutation({
    mutationFn: async () => {
      if (!walletClient || !address || chainId === undefined) throw new Error('Not connected')
      const granted = await grantPermissions(walletClient, {
        account: key,
        expiry: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
        permissions: [
          {
            type: 'native-token-transfer',
            data: { ticker: 'ETH' },
            policies: [{ type: 'token-allowance', data: { allowance: parseEther(ALLOWANCE_ETH) } }],
            required: true,
          },
        ],
      })
      const sender = await createSessionSender({
        apiUrl,
        projectId,
        chainId,
        account: address,
        key,
      })
      return { account: address, chainId, context: granted.permissionsContext, sender }
    },
    onSuccess: (next) => {
      setGrant(next)
      setEnded(false)
      void refreshLeft(next.sender)
    },
    onError: fail,
  })

  const spend = useMutation({
    mutationFn: async (sender: SessionSender) => {
      const hash = await sender.sendCalls([{ to: RECEIVER, value: parseEther(SEND_ETH) }])
      return (await sender.waitForReceipt(hash)).receipt.transactionHash
    },
    onSettled: (_data, _error, sender) => void refreshLeft(sender),
  })

  const end = useMutation({
    mutationFn: async (context: string) => {
      if (!walletClient) throw new Error('Not connected')
      await walletClient.request({
        method: 'wallet_revokePermissions',
        params: [{ permissionsContext: context }],
      } as never)
    },
    onSuccess: () => {
      setEnded(true)
      setLeft(undefined)
    },
    onError: fail,
  })

  // Another namespace's account (Solana, Bitcoin): sessions are EVM's.
  const otherNamespace = isConnected && address === undefined
  const usable = isConnected && !otherNamespace && accountType === 'smartAccount' && smartSessions
  const current =
    grant && grant.account === address && grant.chainId === chainId ? grant : undefined
  return (
    <section className="card panel" aria-labelledby="session-title">
      <h2 id="session-title">{strings.sessions}</h2>
      <p className="hint" id="session-hint">
        {!smartSessions
          ? strings.sessionsSwitchOff
          : otherNamespace
            ? strings.needsEvmAccount
            : usable
              ? strings.sessionsHint(ALLOWANCE_ETH)
              : strings.sessionsNeedSmartAccount}
      </p>
      {current && (
        <dl className="facts">
          <dt>{strings.sessionState}</dt>
          <dd data-testid="session-state">
            {ended ? strings.sessionEnded : strings.sessionActive}
          </dd>
          {!ended && left !== undefined && (
            <>
              <dt>{strings.sessionLeft}</dt>
              <dd data-testid="session-left" className="mono">
                {formatEther(left)} ETH
              </dd>
            </>
          )}
        </dl>
      )}
      <div className="stack">
        {(!current || ended) && (
          <button
            type="button"
            className="primary"
            disabled={!usable || start.isPending}
            aria-describedby="session-hint"
            onClick={() => start.mutate()}
          >
            {strings.grantSession(ALLOWANCE_ETH)}
          </button>
        )}
        {current && (
          <button
            type="button"
            className={ended ? 'secondary' : 'primary'}
            disabled={spend.isPending}
            onClick={() => spend.mutate(current.sender)}
          >
            {strings.sendWithSession(SEND_ETH)}
          </button>
        )}
        {current && !ended && (
          <button
            type="button"
            className="secondary"
            disabled={end.isPending}
            onClick={() => end.mutate(current.context)}
          >
            {strings.endSession}
          </button>
        )}
      </div>
      {spend.isSuccess && (
        <output data-testid="session-result" className="result mono">
          {strings.sentWithoutPrompt(spend.data)}
        </output>
      )}
      {spend.isError && (
        <p className="result" data-kind="error" data-testid="session-error">
          {spend.error.message}
        </p>
      )}
    </section>
  )
}
