import type { ViewName } from '@foyer/core'
import type { ComponentType } from 'react'
import { accountGroup } from './groups/accountGroup'
import { connectGroup } from './groups/connectGroup'
import { emailGroup } from './groups/emailGroup'
import { embeddedGroup } from './groups/embeddedGroup'
import { namesGroup } from './groups/namesGroup'
import { networksGroup } from './groups/networksGroup'
import { sendGroup } from './groups/sendGroup'
import { siwxGroup } from './groups/siwxGroup'
import { socialGroup } from './groups/socialGroup'
import { walletConnectGroup } from './groups/walletConnectGroup'
import { VIEW_TITLES, type ViewTitle } from './viewTitles'

type ViewEntry = { Component: ComponentType; title: ViewTitle }

const COMPONENTS: Record<ViewName, ComponentType> = {
  ...connectGroup,
  ...walletConnectGroup,
  ...accountGroup,
  ...networksGroup,
  ...emailGroup,
  ...embeddedGroup,
  ...sendGroup,
  ...namesGroup,
  ...socialGroup,
  ...siwxGroup,
}

/**
 * Every router view, its component and title, all loaded at once: for tests and tools that
 * render any view without the modal. The modal itself never imports this file: it loads the
 * Connect group with itself and the other groups lazily (viewLoader.ts).
 */
export const VIEW_REGISTRY: Record<ViewName, ViewEntry> = Object.fromEntries(
  (Object.keys(VIEW_TITLES) as ViewName[]).map((view) => [
    view,
    { Component: COMPONENTS[view], title: VIEW_TITLES[view] },
  ]),
) as Record<ViewName, ViewEntry>
