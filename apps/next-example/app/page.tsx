import { AppKitButton } from '@org/appkit/react'
import { ConnectionInfo } from '../components/ConnectionInfo.tsx'

/** A Server Component rendering AppKit's React button, and a client component with the custom element and wagmi. */
export default function Home() {
  return (
    <main>
      <h1>AppKit Next.js example</h1>
      <section aria-label="From a Server Component">
        <AppKitButton />
      </section>
      <ConnectionInfo />
    </main>
  )
}
