import { ConnectButton } from '@foyer/react'

export default function Page() {
  return (
    <main>
      <h1>Foyer with Next.js</h1>
      <ConnectButton />
    </main>
  )
}
