/** The frame page's own minimal markup: a status line and the approval area. */
export type FrameLayout = { status: HTMLElement; approvals: HTMLElement }

export function renderFrameLayout(document: Document, root: HTMLElement): FrameLayout {
  const status = document.createElement('p')
  status.className = 'foyer-frame-status'
  status.setAttribute('role', 'status')
  const approvals = document.createElement('div')
  approvals.className = 'foyer-frame-approvals'
  root.replaceChildren(status, approvals)
  return { status, approvals }
}

/** A refusal shown in the frame itself (the parent is told nothing). */
export function renderFrameError(layout: FrameLayout, message: string): void {
  layout.status.setAttribute('role', 'alert')
  layout.status.dataset.state = 'error'
  layout.status.textContent = message
}

export function renderFrameReady(layout: FrameLayout): void {
  layout.status.setAttribute('role', 'status')
  layout.status.dataset.state = 'ready'
  layout.status.textContent = ''
}
