import type { Locator } from 'playwright-core'

/** The text of what a control's `aria-describedby` points at, or null when it has none. */
export async function describedBy(control: Locator): Promise<string | null> {
  const id = await control.getAttribute('aria-describedby')
  if (!id) return null
  return control.page().locator(`[id="${id}"]`).innerText()
}
