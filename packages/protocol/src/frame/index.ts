export { frameAncestorsSources, toCspSource } from './frameAncestorsSources'
export * from './frameEvents'
export * from './frameMessages'
