/** Where a note opens: the knowledge editor with the note chosen. */
export const noteHref = (id: number) => `/knowledge-editor?note=${id}`

/**
 * Where an inline `#tag` leads: the knowledge editor's note list filtered by `#tag`, which
 * matches the notes holding that tag (docs/notes.md).
 */
export const tagHref = (tag: string) => `/knowledge-editor?q=${encodeURIComponent(`#${tag}`)}`
