const fs = (scale: number) => `calc(var(--foyer-font-size-master) * ${scale})`
const radius = (scale: number) => `calc(var(--foyer-border-radius-master) * ${scale})`

/** The swap views' styles (views/swap), part of modalCss. */
export const swapCss = /* css */ `
.swap-form { gap: 10px; }
.swap-box { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 12px; border-radius: ${radius(4)};
  background: var(--foyer-bg-raised); border: 1px solid var(--foyer-border); min-width: 0; }
.swap-box-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 20px;
  font-size: ${fs(1.3)}; }
.swap-box-main { display: flex; align-items: center; gap: 8px; min-width: 0; }
.swap-amount { flex: 1; min-width: 0; font: inherit; font-size: ${fs(2.4)}; font-weight: 600; color: inherit;
  background: none; border: 0; padding: 0 4px; margin-inline-start: -4px; border-radius: ${radius(2)};
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.swap-amount .muted { font-weight: 500; }
.swap-amount .swap-quoting { font-size: ${fs(1.6)}; }
.swap-token { flex: none; font-weight: 600; min-height: 36px; padding-inline: 6px 10px; background: var(--foyer-bg); }
.swap-token .wallet-image { width: 24px; height: 24px; border-radius: 50%; }
.swap-token svg { width: 14px; height: 14px; color: var(--foyer-fg-muted); }
.swap-flip-row { display: flex; justify-content: center; margin: -18px 0; position: relative; z-index: 1; }
.swap-flip { width: 36px; height: 36px; background: var(--foyer-bg); border: 1px solid var(--foyer-border); border-radius: 50%;
  color: var(--foyer-fg); }
.swap-flip:hover { background: var(--foyer-bg-hover); }
.swap-max { min-height: 24px; padding: 0 10px; font-size: ${fs(1.2)}; font-weight: 600; background: var(--foyer-bg); }
.swap-max:disabled { color: var(--foyer-fg-muted); cursor: default; }
.swap-slippage legend { margin-bottom: 6px; }
.swap-slippage .row { justify-content: flex-start; }
.swap-slippage .chip[aria-pressed="true"], .swap-chips .chip[aria-pressed="true"] { border-color: var(--foyer-accent);
  outline: 1px solid var(--foyer-accent); }
.swap-slippage-input { min-height: 32px; width: auto; flex: 1; min-width: 56px; border-radius: 999px; }
.swap-section { display: flex; flex-direction: column; gap: 6px; }
.swap-section .section-title { margin: 0; }
.swap-chips { justify-content: flex-start; }
.swap-chips .wallet-image { width: 20px; height: 20px; border-radius: 50%; }
.swap-expected { display: block; font-size: ${fs(1.2)}; }
.swap-steps { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.swap-step { display: flex; align-items: center; gap: 10px; padding: 8px 10px; border-radius: ${radius(3)};
  background: var(--foyer-bg-raised); }
.swap-step-mark { flex: none; width: 20px; height: 20px; border-radius: 50%; border: 2px solid var(--foyer-border);
  display: inline-flex; align-items: center; justify-content: center; }
.swap-step-mark .spinner { width: 20px; height: 20px; margin: -2px; }
.swap-step[data-status="done"] .swap-step-mark { background: var(--foyer-accent); border-color: var(--foyer-accent);
  color: var(--foyer-accent-contrast); }
.swap-step[data-status="failed"] .swap-step-mark { border-color: var(--foyer-error); color: var(--foyer-error); }
.swap-step-mark svg { width: 12px; height: 12px; }
.swap-step-label { flex: 1; min-width: 0; }
.swap-note { margin: 0; font-size: ${fs(1.2)}; }
.swap-status:empty { display: none; }
`
