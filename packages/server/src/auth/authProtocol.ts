/** The auth and wallet schemas, from @foyer/protocol. */
export * from '@foyer/protocol'
