/**
 * A deep link that hands a wallet the pairing URI: a universal link (http/https) becomes
 * `{link}/wc?uri=…`, a native scheme (`rainbow://`, `rainbow:`) `rainbow://wc?uri=…`.
 */
export function walletConnectLink(link: string, uri: string): string {
  const query = `wc?uri=${encodeURIComponent(uri)}`
  if (/^https?:\/\//.test(link)) return `${link.replace(/\/+$/, '')}/${query}`
  const [scheme = '', path = ''] = link.includes('://')
    ? link.split('://')
    : [link.replace(/:+$/, '')]
  const rest = path.replace(/\/+$/, '')
  return `${scheme}://${rest ? `${rest}/` : ''}${query}`
}

/** Whether this looks like a phone or tablet: the wallet's deep link replaces the QR code. */
export function isMobileDevice(
  nav: { userAgent: string } | undefined = globalThis.navigator,
): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav?.userAgent ?? '')
}
