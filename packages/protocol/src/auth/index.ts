export * from './authErrorCodes'
export * from './authLimits'
export * from './emailAuthSchemas'
export * from './walletSharesSchemas'
