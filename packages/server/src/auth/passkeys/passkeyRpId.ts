import { defaultPasskeyRpId } from '@foyer/protocol'

/**
 * The WebAuthn relying party id for a frame served at `frameOrigin`: `configured` (PASSKEY_RP_ID)
 * when given, else defaultPasskeyRpId of the frame's hostname (`wallet.foyer.localhost` →
 * `foyer.localhost`). Browsers take an rp id only when it is the page's hostname or a registrable
 * suffix of it, so anything else is refused here, at start. A three-label hostname right under a
 * public suffix (`wallet.co.uk`) needs PASSKEY_RP_ID set to the hostname.
 */
export function passkeyRpId(frameOrigin: string, configured?: string): string {
  const hostname = new URL(frameOrigin).hostname.replace(/^\[|\]$/g, '')
  const rpId = configured?.trim().toLowerCase() || defaultPasskeyRpId(hostname)
  if (rpId !== hostname && !hostname.endsWith(`.${rpId}`)) {
    throw new Error(
      `PASSKEY_RP_ID ${rpId} is neither the frame's hostname (${hostname}) nor a suffix of it`,
    )
  }
  return rpId
}
