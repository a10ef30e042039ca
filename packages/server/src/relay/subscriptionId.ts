import { createHash } from 'node:crypto'

/** The id the SDKs expect for a subscription: sha256(topic + client id), hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}
