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
button:disabled, button[aria-disabled="true"] { cursor: default; opacity: 0.6; }
:focus-visible { outline: 2px solid var(--foyer-focus-ring); outline-offset: 2px; }
a { color: var(--foyer-link); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.connect-button { display: inline-flex; align-items: center; gap: 8px; min-height: 40px; padding: 0 16px; white-space: nowrap;
  border-radius: ${radius(3)}; background: var(--foyer-accent); color: var(--foyer-accent-contrast); font-weight: 600; }
.connect-buttons { display: inline-flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 8px; max-width: 100%; vertical-align: middle; }
.connect-button.connected, .chain-button { background: var(--foyer-bg-raised); color: var(--foyer-fg); border: 1px solid var(--foyer-border); }
.connect-button.connected { padding-inline: 4px; gap: 0; }
/* Direct children only: the identicon inside the avatar is an svg too. */
.account-part > svg, .chain-button > svg { width: 14px; height: 14px; flex: none; color: var(--foyer-fg-muted); }
.connect-button:hover, .chain-button:hover { filter: brightness(0.97); }
.account-balance { padding-inline: 10px 10px; font-variant-numeric: tabular-nums; }
.account-part { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding-inline: 4px 8px;
  border-radius: ${radius(2.5)}; border: 1px solid transparent; }
/* Beside a balance the account is a pill of its own (RainbowKit's look); alone it is the button. */
.account-balance + .account-part { background: var(--foyer-bg); border-color: var(--foyer-border); }
.account-balance.hidden + .account-part { background: none; border-color: transparent; }
@media (max-width: 767px) { .account-balance.small-hidden + .account-part { background: none; border-color: transparent; } }
@media (min-width: 768px) { .account-balance.large-hidden + .account-part { background: none; border-color: transparent; } }
.account-avatar { display: inline-flex; width: 24px; height: 24px; border-radius: 50%; overflow: hidden; flex: none; }
.account-avatar > * { width: 100%; height: 100%; object-fit: cover; }
.account-label { max-width: 14em; overflow: hidden; text-overflow: ellipsis; }
.chain-button { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; padding-inline: 8px 10px;
  border-radius: ${radius(3)}; font-weight: 600; white-space: nowrap; }
/* The error colour keeps 4.5:1 against the background (themeToCssVariables): the pair, swapped. */
.chain-button.wrong { background: var(--foyer-error); color: var(--foyer-bg); border-color: transparent; }
.chain-button.wrong > svg { color: currentColor; }
.chain-icon { display: inline-flex; width: 24px; height: 24px; border-radius: 50%; overflow: hidden; flex: none; }
.chain-icon img { width: 100%; height: 100%; object-fit: cover; }
.chain-monogram { display: inline-flex; width: 100%; height: 100%; align-items: center; justify-content: center;
  color: #ffffff; font-size: ${fs(1.2)}; font-weight: 700; }
.hidden { display: none !important; }
/* ConnectButton's smallScreen settings: below 768 px (RainbowKit's breakpoint). */
@media (max-width: 767px) { .small-hidden { display: none !important; } }
@media (min-width: 768px) { .large-hidden { display: none !important; } }
/* A placeholder's shimmer runs with the reading direction and stands still for reduced motion. */
.skeleton { display: block; background: linear-gradient(90deg, var(--foyer-bg-raised) 30%, var(--foyer-bg-hover) 50%, var(--foyer-bg-raised) 70%);
  background-size: 300% 100%; animation: shimmer 1.4s linear infinite; }
.skeleton.text { display: inline-block; block-size: 1em; vertical-align: -0.1em; border-radius: 999px; }
.root[dir="rtl"] .skeleton { animation-direction: reverse; }
@keyframes shimmer { from { background-position: 100% 0; } to { background-position: 0 0; } }
@media (prefers-reduced-motion: reduce) { .skeleton { animation: none; background-position: 50% 0; } }
.toasts { position: fixed; left: 50%; top: 16px; transform: translateX(-50%); z-index: calc(var(--foyer-z-index) + 1); pointer-events: none; }
.toast { display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px; background: var(--foyer-bg);
  border: 1px solid var(--foyer-border); box-shadow: 0 4px 16px rgb(0 0 0 / 0.15); font-weight: 500; }
.toast.success .dot { background: var(--foyer-success); }
.toast.error .dot { background: var(--foyer-error); }
.toast .dot { width: 8px; height: 8px; border-radius: 50%; background: var(--foyer-accent); }
`
