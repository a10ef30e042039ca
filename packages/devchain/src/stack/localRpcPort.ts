/** `http://127.0.0.1:P` or `http://localhost:P`: a chain `npm start` runs itself. */
export function localRpcPort(rpcUrl: string): number | undefined {
  const url = new URL(rpcUrl)
  if (url.protocol !== 'http:') return undefined
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return undefined
  return url.port === '' ? 80 : Number(url.port)
}
