export * from './frameEvents'
export * from './frameMessages'
