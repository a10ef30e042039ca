import { cookieToInitialState } from '@foyer/core'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Foyer with Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
