/**
 * A card's text with its name placeholders filled in: `{{char}}` and `<BOT>` become the persona's
 * name, `{{user}}` and `<USER>` the person's, in any letter case.
 */
export function fillMacros(text: string, names: { char: string; user: string }): string {
  // A function replacement, so a name holding `$&` or `$1` is inserted as written.
  return text
    .replace(/\{\{\s*char\s*\}\}|<bot>/gi, () => names.char)
    .replace(/\{\{\s*user\s*\}\}|<user>/gi, () => names.user)
}
