/** The server takes at most this many capabilities per agent. */
export const MAX_CAPABILITIES = 8

/** Capabilities from a comma-separated field: trimmed, no blanks or repeats, at most eight. */
export function parseCapabilities(text: string): string[] {
  const seen = new Set<string>()
  for (const part of text.split(',')) {
    const capability = part.trim()
    if (capability && ![...seen].some((c) => c.toLowerCase() === capability.toLowerCase()))
      seen.add(capability)
  }
  return [...seen].slice(0, MAX_CAPABILITIES)
}
