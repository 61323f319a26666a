/**
 * A note as an MCP resource: `note://<vault>/<path>`. The vault is one URI segment (a personal
 * vault's `.personal/7` is written `.personal%2F7`) and the path keeps its folders, each
 * segment percent-encoded, so every vault name and file name goes there and back unchanged.
 */
export const NOTE_SCHEME = 'note://'

/** The URI template clients are shown (RFC 6570: `{+path}` keeps its slashes). */
export const NOTE_URI_TEMPLATE = 'note://{vault}/{+path}'

export const noteUri = (vault: string, notePath: string) =>
  `${NOTE_SCHEME}${encodeURIComponent(vault)}/${notePath.split('/').map(encodeURIComponent).join('/')}`

/** The vault and path a note URI names, or undefined for anything else. */
export function parseNoteUri(uri: string): { vault: string; path: string } | undefined {
  if (!uri.startsWith(NOTE_SCHEME) || uri.length > 4096) return undefined
  const rest = uri.slice(NOTE_SCHEME.length)
  const slash = rest.indexOf('/')
  if (slash <= 0 || slash === rest.length - 1) return undefined
  try {
    const vault = decodeURIComponent(rest.slice(0, slash))
    const segments = rest
      .slice(slash + 1)
      .split('/')
      .map((segment) => decodeURIComponent(segment))
    // The index names files with forward slashes, never an empty or dot segment.
    if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('/')))
      return undefined
    if (!vault || vault.includes('\0') || segments.some((s) => s.includes('\0'))) return undefined
    return { vault, path: segments.join('/') }
  } catch {
    return undefined
  }
}
