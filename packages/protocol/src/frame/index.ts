export { frameAncestorsSources, toCspSource } from './frameAncestorsSources'
export * from './frameEvents'
export * from './frameMessages'
export * from './solanaRequests'
