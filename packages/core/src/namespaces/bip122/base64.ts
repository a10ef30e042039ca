/** Bytes to base64 and back with the platform's btoa/atob (browser and Node alike). */
export const base64 = {
  encode(bytes: Uint8Array): string {
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  },
  /** `undefined` for text that is not base64. */
  decode(text: string): Uint8Array | undefined {
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) {
      return undefined
    }
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  },
}
