import { useFoyer } from '@foyer/react'
import { useEffect, useState } from 'react'

export type DevStack = {
  /** The API answers its dev routes (`npm start`): the banner and test funds show. */
  on: boolean
  /** The dev mailbox page, while the server has no SMTP server to send with. */
  mailboxUrl: string | undefined
}

const OFF: DevStack = { on: false, mailboxUrl: undefined }
const probes = new Map<string, Promise<DevStack>>()

/**
 * Asks the API once whether it is the dev stack: `/dev/deployments` exists only in dev mode (its
 * 404 DEPLOYMENTS_NOT_FOUND still says dev mode; a route 404 or no answer says not), and
 * `/dev/mailbox` only while mail stays in the dev mailbox.
 */
async function probe(apiUrl: string): Promise<DevStack> {
  try {
    const deployments = await fetch(`${apiUrl}/dev/deployments`)
    const body = (await deployments.json().catch(() => ({}))) as { error?: { code?: string } }
    const on = deployments.ok || body.error?.code === 'DEPLOYMENTS_NOT_FOUND'
    if (!on) return OFF
    const mailbox = await fetch(`${apiUrl}/dev/mailbox?to=nobody%40example.com`).catch(() => null)
    return { on, mailboxUrl: mailbox?.ok ? `${apiUrl}/dev/mailbox.html` : undefined }
  } catch {
    return OFF
  }
}

export function useDevStack(): DevStack {
  const { apiUrl } = useFoyer()
  const [stack, setStack] = useState(OFF)
  useEffect(() => {
    if (!apiUrl) return
    let current = true
    let answer = probes.get(apiUrl)
    if (!answer) {
      answer = probe(apiUrl)
      probes.set(apiUrl, answer)
    }
    void answer.then((value) => current && setStack(value))
    return () => {
      current = false
    }
  }, [apiUrl])
  return stack
}
