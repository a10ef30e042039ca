/** The connector display order in the Connect view (docs/product.md, Connect). */
export const CONNECTOR_DISPLAY_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorSection = (typeof CONNECTOR_DISPLAY_ORDER)[number]
