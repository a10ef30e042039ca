import { MODAL_SHAKE_MS, MODAL_WIDTH_PX } from '@foyer/core/internal'
import { swapCss } from './swapCss'

const fs = (scale: number) => `calc(var(--foyer-font-size-master) * ${scale})`
const radius = (scale: number) => `calc(var(--foyer-border-radius-master) * ${scale})`

/** Short enough that the new view never feels held back; it is never waited for. */
export const DIALOG_HEIGHT_TRANSITION_MS = 180

/** The modal's stylesheet, loaded with the modal; it adds to kitCss in the modal's shadow root. */
export const modalCss = /* css */ `
.overlay { position: fixed; inset: 0; z-index: var(--foyer-z-index); background: var(--foyer-overlay);
  display: flex; align-items: center; justify-content: center; animation: fade-in 150ms ease-out; }
/* Closed, the modal waits laid out but unseen (Dialog's standby): opening it is one style change. */
.overlay.standby { visibility: hidden; animation: none; }
/* The dialog's height is set to its content's (Dialog), so a new view's height eases in. */
.dialog { --dialog-max-height: min(640px, 100vh); position: relative; width: ${MODAL_WIDTH_PX}px; max-width: 100vw;
  max-height: var(--dialog-max-height); overflow: hidden; background: var(--foyer-bg); border: 1px solid var(--foyer-border);
  border-radius: ${radius(6)}; display: flex; flex-direction: column;
  transition: height ${DIALOG_HEIGHT_TRANSITION_MS}ms cubic-bezier(.2, .8, .2, 1); }
.dialog-content { flex: none; min-height: 0; max-height: calc(var(--dialog-max-height) - 2px);
  padding: 16px 16px 0; display: flex; flex-direction: column; gap: 12px; }
/* The view scrolls under a fixed header; its padding keeps focus rings inside the scroll box. */
.body { min-height: 0; overflow: auto; display: flex; flex-direction: column; gap: 12px;
  margin: -2px -16px 0; padding: 4px 16px 16px; }
.dialog:focus { outline: none; }
.dialog.shake { animation: shake ${MODAL_SHAKE_MS}ms cubic-bezier(.36,.07,.19,.97) both; }
@media (max-width: 430px) {
  .overlay { align-items: flex-end; }
  .dialog { --dialog-max-height: 90vh; width: 100vw; border-radius: ${radius(6)} ${radius(6)} 0 0; }
}
@keyframes fade-in { from { opacity: 0; } }
@keyframes shake { 10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); } }
@media (prefers-reduced-motion: reduce) { .overlay, .dialog.shake { animation: none; } .dialog { transition: none; } }

.header { display: grid; grid-template-columns: 32px 1fr 32px; align-items: center; gap: 8px; }
.header h2 { margin: 0; text-align: center; font-size: ${fs(1.6)}; font-weight: 600; }
.icon-button { width: 32px; height: 32px; border-radius: ${radius(2)}; display: inline-flex; align-items: center; justify-content: center; color: var(--foyer-fg-muted); }
.icon-button:hover { background: var(--foyer-bg-hover); color: var(--foyer-fg); }
.icon-button svg { width: 16px; height: 16px; }
/* Right to left, back points the other way (the header's first button is Back). */
.root[dir="rtl"] .header > .icon-button:first-child svg { transform: scaleX(-1); }

.section-title { margin: 4px 0; font-size: ${fs(1.2)}; color: var(--foyer-fg-muted); font-weight: 600; }
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.item { width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 10px; border-radius: ${radius(3)};
  background: var(--foyer-bg-raised); text-align: start; min-height: 48px; }
.item:hover { background: var(--foyer-bg-hover); }
.item .name { flex: 1; font-weight: 500; }
.item[aria-current="true"] { outline: 1px solid var(--foyer-accent); }
.tag { font-size: ${fs(1.1)}; padding: 2px 6px; border-radius: ${radius(2)}; background: var(--foyer-bg); color: var(--foyer-fg-muted); border: 1px solid var(--foyer-border); }
.wallet-image { width: 32px; height: 32px; border-radius: ${radius(2)}; object-fit: cover; background: var(--foyer-bg); flex: none; }
.wallet-image.large { width: 72px; height: 72px; border-radius: ${radius(4)}; }
.monogram { display: inline-flex; align-items: center; justify-content: center; font-weight: 700; color: var(--foyer-accent-contrast); background: var(--foyer-accent); }
.social-mark { display: inline-flex; align-items: center; justify-content: center; }
.social-mark svg { width: 60%; height: 60%; }

.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 8px 0; }
.muted { color: var(--foyer-fg-muted); }
.error-text { color: var(--foyer-error); font-weight: 600; }
.primary { min-height: 40px; padding: 0 16px; border-radius: ${radius(3)}; background: var(--foyer-accent); color: var(--foyer-accent-contrast); font-weight: 600; }
.secondary { min-height: 40px; padding: 0 16px; border-radius: ${radius(3)}; background: var(--foyer-bg-raised); border: 1px solid var(--foyer-border); font-weight: 600; }
.row { display: flex; gap: 8px; align-items: center; justify-content: center; flex-wrap: wrap; }
.address { font-size: ${fs(1.8)}; font-weight: 600; }
.balance { font-size: ${fs(1.6)}; }
.chip { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 0 10px; border-radius: 999px; background: var(--foyer-bg-raised); border: 1px solid var(--foyer-border); }
.identicon { width: 64px; height: 64px; border-radius: 50%; overflow: hidden; }
.spinner { width: 20px; height: 20px; border-radius: 50%; border: 2px solid var(--foyer-border); border-top-color: var(--foyer-accent); animation: spin 800ms linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }

/* minmax(0, 1fr): a long name ellipsizes instead of widening its column past the dialog. */
.grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
.grid > li { min-width: 0; }
.tile { width: 100%; display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 10px 4px;
  border-radius: ${radius(3)}; background: var(--foyer-bg-raised); min-height: 84px; }
.tile:hover { background: var(--foyer-bg-hover); }
.tile-name { font-size: ${fs(1.1)}; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* Placeholders (ui/Skeleton) take the shape of what they stand for; the shimmer is in kitCss. */
.wallet-list { display: flex; flex-direction: column; gap: 6px; }
.skeleton-list { display: flex; flex-direction: column; gap: 6px; }
.skeleton-list.grid, .skeleton-list.nft-grid { display: grid; }
.skeleton.row { block-size: 48px; border-radius: ${radius(3)}; }
.skeleton.tile { block-size: 84px; border-radius: ${radius(3)}; }
.skeleton.card { aspect-ratio: 1; border-radius: ${radius(3)}; }
.notice { display: flex; flex-direction: column; gap: 8px; padding: 10px 12px; border-radius: ${radius(3)};
  border: 1px dashed var(--foyer-border); }
.notice-text { margin: 0; font-size: ${fs(1.3)}; color: var(--foyer-fg-muted); }
.install-links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.install-links .chip { text-decoration: none; color: var(--foyer-fg); font-size: ${fs(1.3)}; font-weight: 500;
  padding-inline: 4px 10px; gap: 6px; max-width: 100%; }
.install-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.install-links .chip:hover { background: var(--foyer-bg-hover); }
.install-links .wallet-image { width: 22px; height: 22px; font-size: ${fs(1.1)}; border-radius: 50%; }
.install-links .chip svg { width: 12px; height: 12px; color: var(--foyer-fg-muted); }
.root[dir="rtl"] .install-links .chip svg { transform: scaleX(-1); }
.inline-error { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap;
  padding: 8px 10px; border-radius: ${radius(3)}; border: 1px solid var(--foyer-error); }
.inline-error .error-text { margin: 0; flex: 1 1 12em; font-size: ${fs(1.3)}; }
.inline-error .secondary { min-height: 32px; }
.search { width: 100%; min-height: 40px; padding: 0 12px; font: inherit; color: inherit; background: var(--foyer-bg-raised);
  border: 1px solid var(--foyer-border); border-radius: ${radius(3)}; }
.sentinel { height: 1px; }
.legal { display: flex; gap: 8px; align-items: flex-start; font-size: ${fs(1.2)}; color: var(--foyer-fg-muted); }
.legal input { margin-top: 2px; accent-color: var(--foyer-accent); }
.alert { margin: 0; padding: 8px 10px; border-radius: ${radius(2)}; border: 1px solid var(--foyer-error); color: var(--foyer-error); font-size: ${fs(1.2)}; }
a svg { width: 14px; height: 14px; vertical-align: middle; }
a.item { text-decoration: none; color: var(--foyer-fg); }
.email-form, .form { display: flex; flex-direction: column; gap: 8px; }
.email-form label:not(.visually-hidden), .form label:not(.visually-hidden) { font-weight: 600; }
.otp { display: flex; gap: 6px; justify-content: center; border: 0; margin: 0; padding: 0; }
.otp-box { width: 40px; height: 48px; text-align: center; font: inherit; font-size: ${fs(2)}; color: inherit;
  background: var(--foyer-bg-raised); border: 1px solid var(--foyer-border); border-radius: ${radius(3)}; }
.qr { display: block; width: 100%; max-width: 280px; height: auto; border-radius: ${radius(4)}; }
.frame-area { width: 100%; height: 420px; }
.account-meta { margin: 0; font-size: ${fs(1.2)}; }
/* The account type, its switch under it, and why a switch failed. */
.account-type { display: flex; flex-direction: column; align-items: center; gap: 6px; }
.account-type .error-text { text-wrap: balance; }
/* Busy, not faded: the focus ring it keeps stays at full contrast. */
.account-type .chip[aria-busy="true"] { opacity: 1; color: var(--foyer-fg-muted); cursor: progress; }
.spinner.small { width: 14px; height: 14px; }
.account-name { margin: 0; font-size: ${fs(1.6)}; font-weight: 600; }
.total-balance { margin: 0; font-size: ${fs(2.8)}; font-weight: 700; }
.total-balance.unavailable { font-size: ${fs(1.6)}; font-weight: 600; color: var(--foyer-fg-muted); }
.break { overflow-wrap: anywhere; margin: 0; }
.row.nowrap { flex-wrap: nowrap; width: 100%; }
.feature svg, .secondary svg { width: 14px; height: 14px; vertical-align: middle; }
/* The wallet features side by side, equal, icon over label: four fit a 360 px phone on one line. */
.features { display: grid; grid-template-columns: repeat(auto-fit, minmax(0, 1fr)); width: 100%; }
.features .feature { flex-direction: column; justify-content: center; gap: 4px; padding: 8px 4px; border-radius: ${radius(3)}; font-size: ${fs(1.3)}; }
.features .feature svg { width: 18px; height: 18px; }
.item.static:hover { background: var(--foyer-bg-raised); }
.list.full { width: 100%; }
/* Profile wallets: icon, name over address over badges, the row's buttons at the end. */
.profile-wallet { align-items: flex-start; }
.profile-wallet-details { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.profile-wallet-details .name { overflow-wrap: anywhere; }
.profile-wallet-tags { display: flex; flex-wrap: wrap; gap: 4px; min-width: 0; }
.profile-wallet-tags .tag { max-width: 100%; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.profile-wallet-actions { display: flex; flex-direction: column; gap: 4px; flex: none; }
.field-label { font-weight: 600; }
.tab-list { display: flex; gap: 4px; border-bottom: 1px solid var(--foyer-border); }
.tab { flex: 1; min-height: 36px; font-weight: 600; color: var(--foyer-fg-muted); border-bottom: 2px solid transparent; }
.tab[aria-selected="true"] { color: var(--foyer-fg); border-bottom-color: var(--foyer-accent); }
.tab-panel { padding-top: 8px; display: flex; flex-direction: column; gap: 8px; }
.token-row, .activity-row { display: flex; align-items: center; gap: 10px; width: 100%; min-width: 0; }
.token-name { flex: 1; display: flex; flex-direction: column; min-width: 0; text-align: start; }
.token-amount { display: flex; flex-direction: column; align-items: flex-end; text-align: end; }
.activity-icon svg { width: 20px; height: 20px; }
.monogram svg { width: 20px; height: 20px; }
.security-section { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.security-item { flex-direction: column; align-items: stretch; }
.security-row { display: flex; align-items: center; gap: 10px; width: 100%; min-width: 0; }
.security-row .token-name { flex: 1; }
.plain { border: 0; margin: 0; padding: 0; min-width: 0; }
.plain legend { padding: 0; margin-bottom: 6px; }
.warning { font-size: ${fs(1.2)}; color: var(--foyer-fg-muted); }
.status { font-size: ${fs(1.1)}; }
.status.pending { font-weight: 600; }
.status.failed { color: var(--foyer-error); }
.nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.nft { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.nft-image { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: ${radius(3)}; background: var(--foyer-bg-raised); }
.nft-image.placeholder { display: flex; align-items: center; justify-content: center; font-weight: 700; color: var(--foyer-fg-muted); }
${swapCss}
.summary { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; }
.summary dt { color: var(--foyer-fg-muted); }
.summary dd { margin: 0; text-align: end; }
/* Buy (on-ramp): choices as radios styled as items and segments, the keyboard's arrows move. */
.form label.choice, .form label.segment { font-weight: 500; cursor: pointer; }
.choice .name { font-weight: 600; }
.choice .muted { font-size: ${fs(1.3)}; }
.choice:has(input:checked), .segment:has(input:checked) { outline: 2px solid var(--foyer-accent); outline-offset: -2px; }
.form label.segment:has(input:checked) { font-weight: 600; }
.choice:has(input:focus-visible), .segment:has(input:focus-visible) { box-shadow: 0 0 0 2px var(--foyer-bg), 0 0 0 4px var(--foyer-accent); }
.segmented { display: flex; gap: 6px; }
.segment { flex: 1; position: relative; display: flex; align-items: center; justify-content: center; min-height: 40px; padding: 0 8px;
  border-radius: ${radius(3)}; background: var(--foyer-bg-raised); border: 1px solid var(--foyer-border); text-align: center; }
.segment:hover, .choice:hover { background: var(--foyer-bg-hover); }
.pair { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 8px; }
.search[aria-invalid="true"] { border-color: var(--foyer-error); }
.field-help { margin: -2px 0 0; font-size: ${fs(1.3)}; }
.quote { display: flex; flex-direction: column; gap: 8px; padding: 10px 12px; border-radius: ${radius(3)}; background: var(--foyer-bg-raised); }
.quote .notice { display: block; }
.summary.boxed { padding: 10px 12px; border-radius: ${radius(3)}; background: var(--foyer-bg-raised); }
.quote .tag { margin-inline-end: 4px; }
.success-text { color: var(--foyer-success); font-weight: 600; }
.outcome-mark { width: 44px; height: 44px; border-radius: 50%; display: inline-flex; align-items: center; justify-content: center;
  color: var(--foyer-bg); }
.outcome-mark svg { width: 22px; height: 22px; }
.outcome-mark.ok { background: var(--foyer-success); }
.outcome-mark.failed { background: var(--foyer-error); }
.link-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; text-decoration: none; color: var(--foyer-fg); }
a.primary.link-button { color: var(--foyer-accent-contrast); }
[role="status"]:focus { outline: none; }

`
