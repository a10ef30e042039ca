/**
 * The statement the demo's sign-in message asks the visitor to agree to. Apart from
 * siwxStrings (the panel's, loaded after the page): this one is in the page's first JS.
 */
export const SIWX_STATEMENT = 'Sign in to the Foyer demo.'
