import { DEV_FUNDS_PATH, type DevFundsResponse } from '@foyer/protocol'
import { useFoyer, useFoyerAccount, useFoyerNetwork } from '@foyer/react'
import { useState } from 'react'
import { formatEther } from 'viem'
import { networks } from '../config'
import { strings } from '../strings'
import type { DevStack } from './useDevStack'

type State = { kind: 'idle' | 'pending' | 'done' | 'failed'; text: string }

/**
 * "Get test funds": 10 ETH from the dev chain for the connected account (dev stack only); the
 * result is said in a status line beside the button.
 */
export default function TestFunds({ stack }: { stack: DevStack }) {
  const foyer = useFoyer()
  const { address, isConnected } = useFoyerAccount()
  const { chainId } = useFoyerNetwork()
  const [state, setState] = useState<State>({ kind: 'idle', text: '' })
  const onDevChain = networks.some((network) => Number(network.id) === Number(chainId))
  if (!stack.on || !isConnected || !address || !onDevChain) return null

  const fund = async () => {
    setState({ kind: 'pending', text: strings.gettingTestFunds })
    try {
      const response = await fetch(`${foyer.apiUrl}${DEV_FUNDS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chainId: Number(chainId), address }),
      })
      const body = (await response.json()) as DevFundsResponse & { error?: { message: string } }
      if (!response.ok) throw new Error(body.error?.message ?? String(response.status))
      const text = strings.testFundsAdded(
        formatEther(BigInt(body.added)),
        formatEther(BigInt(body.balance)),
      )
      setState({ kind: 'done', text })
    } catch (error) {
      const text = strings.testFundsFailed((error as Error).message)
      setState({ kind: 'failed', text })
    }
  }

  return (
    <div className="test-funds">
      <button
        type="button"
        className="secondary"
        disabled={state.kind === 'pending'}
        aria-describedby="test-funds-help"
        onClick={() => void fund()}
      >
        {strings.getTestFunds}
      </button>
      <span id="test-funds-help" className="hint">
        {strings.testFundsHelp}
      </span>
      <span className="test-funds-status" role="status" data-testid="test-funds-status">
        {state.text}
      </span>
    </div>
  )
}
