export type ByteRange = { start: number; end: number }

/**
 * Reads a `Range` header for a file of `size` bytes: one `bytes=` range (start-end, start-, or
 * -suffix). Null when there is no usable header (serve the whole file; several ranges are
 * answered in full too, which RFC 9110 allows); 'unsatisfiable' when it lies outside the file.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header.trim())
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
