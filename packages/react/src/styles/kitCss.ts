const fs = (scale: number) => `calc(var(--foyer-font-size-master) * ${scale})`
const radius = (scale: number) => `calc(var(--foyer-border-radius-master) * ${scale})`

/**
 * The kit's base stylesheet (connect button, toasts): what the page needs before the modal loads;
 * modalCss adds the rest with the modal. Both live inside shadow roots, so the host page's CSS
 * cannot reach them and they cannot leak out; the theme only sets the --foyer-* custom properties
 * on the shadow host.
 */
export const kitCss = /* css */ `
:host { all: initial; display: contents; }
*, *::before, *::after { box-sizing: border-box; }
.root { font-family: var(--foyer-font-family); font-size: ${fs(1.4)}; color: var(--foyer-fg); line-height: 1.4; }
button { font: inherit; color: inherit; cursor: pointer; border: 0; background: none; padding: 0; }
button:disabled { cursor: default; opacity: 0.6; }
:focus-visible { outline: 2px solid var(--foyer-focus-ring); outline-offset: 2px; }
a { color: var(--foyer-accent); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.connect-button { display: inline-flex; align-items: center; gap: 8px; min-height: 40px; padding: 0 16px; white-space: nowrap;
  border-radius: ${radius(3)}; background: var(--foyer-accent); color: var(--foyer-accent-contrast); font-weight: 600; }
.connect-button.connected { background: var(--foyer-bg-raised); color: var(--foyer-fg); border: 1px solid var(--foyer-border); }
.toasts { position: fixed; left: 50%; top: 16px; transform: translateX(-50%); z-index: calc(var(--foyer-z-index) + 1); pointer-events: none; }
.toast { display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px; background: var(--foyer-bg);
  border: 1px solid var(--foyer-border); box-shadow: 0 4px 16px rgb(0 0 0 / 0.15); font-weight: 500; }
.toast.success .dot { background: var(--foyer-success); }
.toast.error .dot { background: var(--foyer-error); }
.toast .dot { width: 8px; height: 8px; border-radius: 50%; background: var(--foyer-accent); }
`
