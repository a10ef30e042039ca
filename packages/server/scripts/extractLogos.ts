// `npm run logos -w @foyer/server`: copies the logos listed in src/images/logoSources.ts from the
// installed icon sets (dev dependencies) into src/images/data/logos.json, and the social marks into
// the kit's views/social/socialLogos.ts. Run it after changing the list or a set's version; the
// images test fails while either file is out of date.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { extractLogos, socialLogosModule } from '../src/images/extractLogos'

const data = await extractLogos()
const logos = fileURLToPath(new URL('../src/images/data/logos.json', import.meta.url))
const social = fileURLToPath(
  new URL('../../react/src/views/social/socialLogos.ts', import.meta.url),
)
writeFileSync(logos, `${JSON.stringify(data, null, 2)}\n`)
writeFileSync(social, socialLogosModule(data))
const count = ['wallets', 'networks', 'connectors', 'tokens', 'socials'] as const
console.log(count.map((kind) => `${Object.keys(data[kind]).length} ${kind}`).join(', '))
