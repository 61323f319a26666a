/**
 * A body as edited in the browser, with every character the person did not edit put back as the
 * file holds it (docs/notes.md). The index and the browser see a NUL as U+FFFD (PostgreSQL text
 * holds no NUL); outside the edited stretch each is the file's own character again, and inside
 * it the U+FFFDs still in the order and number the file's NULs showed are those NULs.
 */
export function keepUnedited(fileBody: string, shownBody: string, edited: string): string {
  if (!fileBody.includes('\0') || fileBody.length !== shownBody.length) return edited
  let start = 0
  const limit = Math.min(shownBody.length, edited.length)
  while (start < limit && shownBody.charCodeAt(start) === edited.charCodeAt(start)) start++
  let end = 0
  while (
    end < limit - start &&
    shownBody.charCodeAt(shownBody.length - 1 - end) === edited.charCodeAt(edited.length - 1 - end)
  )
    end++
  const fileMiddle = fileBody.slice(start, fileBody.length - end)
  let middle = edited.slice(start, edited.length - end)
  const nuls = fileMiddle.split('\0').length - 1
  const shown = middle.split('\uFFFD').length - 1
  if (nuls > 0 && nuls === shown && !fileMiddle.includes('\uFFFD'))
    middle = middle.replaceAll('\uFFFD', '\0')
  return fileBody.slice(0, start) + middle + fileBody.slice(fileBody.length - end)
}
