/** `text` as LIKE matches it literally: its `%`, `_` and `\` escaped. */
export const likeText = (text: string) => text.replace(/[%_\\]/g, '\\$&')
/** A LIKE pattern of the values holding `text`. */
export const containing = (text: string) => `%${likeText(text)}%`
