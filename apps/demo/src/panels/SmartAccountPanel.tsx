import { evmAddress, isUserRejection } from '@foyer/core'
import { useEmbeddedAccountType, useFoyer, useFoyerAccount, useFoyerNetwork } from '@foyer/react'
import { useEffect } from 'react'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { useCapabilities, useSendCalls, useWaitForCallsStatus } from 'wagmi'
import { useDevDeployments } from '../dev/useDevDeployments'
import { strings } from '../strings'

/** Anvil's second test account: the spender and receiver of the batch. */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The ETH the batch sends (the test funds button gives 10). */
const BATCH_ETH = '0.001'

/**
 * The embedded wallet's smart account: which account is in use and the switch, what it can do
 * (atomic batches, sponsored gas: EIP-5792 capabilities), and a batch of two calls (allow a
 * spender 1 dev token, send some ETH) sent as one operation. Another wallet gets one transaction
 * per call.
 */
export function SmartAccountPanel() {
  const foyer = useFoyer()
  // This panel is EVM's: the account's 0x address and numeric chain id (else none).
  const account = useFoyerAccount()
  const { isConnected } = account
  const address = evmAddress(account)
  const network = useFoyerNetwork()
  const chainId = typeof network.chainId === 'number' ? network.chainId : undefined
  const { accountType, setAccountType } = useEmbeddedAccountType()
  // Another namespace's account (Solana, Bitcoin): this panel has nothing for it.
  const otherNamespace = isConnected && address === undefined
  const capabilities = useCapabilities({
    account: address,
    query: { enabled: isConnected && address !== undefined },
  })
  const chainCapabilities = chainId === undefined ? undefined : capabilities.data?.[chainId]
  const token = useDevDeployments().data?.chains.find((chain) => chain.chainId === chainId)
    ?.tokens[0]
  const send = useSendCalls({
    mutation: {
      onError: (error) =>
        foyer.toasts.show(
          'error',
          isUserRejection(error) ? strings.transactionRejected : strings.transactionFailed,
        ),
    },
  })
  const status = useWaitForCallsStatus({ id: send.data?.id, pollingInterval: 500 })
  const { refetch } = capabilities
  const confirmed = status.data?.status === 'success'
  // A batch may have upgraded the EOA (EIP-7702): its capabilities change with it.
  useEffect(() => {
    if (confirmed) void refetch()
  }, [confirmed, refetch])
  const batch = () => {
    if (!token) return
    send.mutate({
      // Wallets without EIP-5792 get one transaction per call.
      experimental_fallback: true,
      calls: [
        {
          to: token.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [RECEIVER, parseUnits('1', token.decimals)],
          }),
        },
        { to: RECEIVER, value: parseEther(BATCH_ETH) },
      ],
    })
  }
  const atomic = chainCapabilities?.atomic?.status

  const sponsored = chainCapabilities?.paymasterService?.supported === true
  if (otherNamespace)
    return (
      <section className="card panel" aria-labelledby="smart-title">
        <h2 id="smart-title">{strings.smartAccount}</h2>
        <p className="hint" data-testid="needs-evm">
          {strings.needsEvmAccount}
        </p>
      </section>
    )
  return (
    <section className="card panel" aria-labelledby="smart-title">
      <h2 id="smart-title">{strings.smartAccount}</h2>
      {!accountType && <p className="hint">{strings.smartAccountHint}</p>}
      {isConnected && (
        <dl className="facts">
          <dt>{strings.accountType}</dt>
          <dd data-testid="account-type">
            {accountType === 'smartAccount'
              ? strings.smartAccount
              : accountType === 'eoa'
                ? strings.eoa
                : strings.externalWallet}
          </dd>
          <dt>{strings.batches}</dt>
          <dd data-testid="atomic">
            {capabilities.isSuccess && atomic === 'supported'
              ? strings.batchesAtomic
              : capabilities.isSuccess && atomic === 'ready'
                ? strings.batchesAfterUpgrade
                : strings.batchesOneByOne}
          </dd>
          <dt>{strings.gas}</dt>
          <dd data-testid="gas">
            {capabilities.isSuccess && sponsored ? strings.gasSponsored : strings.gasPaid}
          </dd>
        </dl>
      )}
      <div className="stack">
        {accountType && (
          <button
            type="button"
            className="secondary"
            onClick={() =>
              void setAccountType(accountType === 'smartAccount' ? 'eoa' : 'smartAccount')
            }
          >
            {accountType === 'smartAccount' ? strings.useEoa : strings.useSmartAccount}
          </button>
        )}
        <button
          type="button"
          className="primary"
          disabled={!isConnected || !token || send.isPending}
          aria-describedby={isConnected ? undefined : 'smart-connect-first'}
          onClick={batch}
        >
          {strings.batchCalls(token?.symbol ?? 'FUSD', BATCH_ETH)}
        </button>
      </div>
      {!isConnected && (
        <p className="hint" id="smart-connect-first">
          {strings.connectFirst}
        </p>
      )}
      {send.isError && !isUserRejection(send.error) && (
        <p className="result" data-kind="error" data-testid="calls-error">
          {(send.error as { details?: string }).details || send.error.message}
        </p>
      )}
      {send.data && (
        <output aria-label={strings.callsStatus} data-testid="calls-status" className="result mono">
          {status.data?.status === 'success'
            ? strings.callsConfirmed(status.data.receipts?.[0]?.transactionHash ?? '')
            : status.data?.status === 'failure'
              ? strings.transactionFailed
              : strings.pending}
        </output>
      )}
    </section>
  )
}
