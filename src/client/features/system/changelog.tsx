import changelog from '../../../../CHANGELOG.md?raw'
import { Markdown } from '@/client/components/markdown'

// The page gives the heading; the file's own "# Changelog" title is left out.
const source = changelog.replace(/^# .*\n+/, '')

/** CHANGELOG.md as it was when the client was built, rendered as safe Markdown. */
export function Changelog() {
  return <Markdown source={source} size="doc" className="max-w-3xl" />
}
