import type { Page } from 'playwright-core'

/**
 * Watches the page's own requests, live streams aside. The returned `quiet()` resolves once none
 * has been open for `quietMs`, or at `timeout`. Unlike Playwright's `networkidle` it does not
 * wait out the whole timeout on screens that hold an event stream open.
 */
export function watchRequests(page: Page, quietMs = 150) {
  const open = new Set<unknown>()
  const streaming = (url: string, type: string) =>
    type === 'eventsource' || /\/api\/events\b/.test(url)
  const onRequest = (request: { url(): string; resourceType(): string }) => {
    if (!streaming(request.url(), request.resourceType())) open.add(request)
  }
  const onDone = (request: unknown) => open.delete(request)
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  const quiet = async (timeout = 5_000) => {
    const deadline = Date.now() + timeout
    let quietSince = Date.now()
    while (Date.now() < deadline) {
      if (open.size > 0) quietSince = Date.now()
      else if (Date.now() - quietSince >= quietMs) return
      await page.waitForTimeout(25)
    }
  }
  const stop = () => {
    page.off('request', onRequest)
    page.off('requestfinished', onDone)
    page.off('requestfailed', onDone)
  }
  return Object.assign(quiet, { stop })
}
