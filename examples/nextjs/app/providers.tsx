'use client'

import { createFoyer, type WagmiState } from '@foyer/core'
import { FoyerProvider } from '@foyer/react'
import { type ReactNode, useState } from 'react'
import { foyerOptions } from './foyerOptions'

export function Providers({
  initialState,
  children,
}: {
  initialState?: WagmiState
  children: ReactNode
}) {
  // One Foyer per request on the server and one per page in the browser, never at module scope.
  const [foyer] = useState(() => createFoyer(foyerOptions))
  return (
    <FoyerProvider foyer={foyer} initialState={initialState}>
      {children}
    </FoyerProvider>
  )
}
