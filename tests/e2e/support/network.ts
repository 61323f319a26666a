import type { Page } from 'playwright-core'

/**
 * Watches the page's own requests, live streams aside. The returned `quiet()` resolves once none
 * has been open for `quietMs`, or at `timeout`. Unlike Playwright's `networkidle` it does not
 * wait out the whole timeout on screens that hold an event stream open.
 */
export function watchRequests(page: Page, quietMs = 150) {
  const open = new Set<unknown>()
  // Set while a `quiet()` waits: told of every request that starts or ends.
  let changed = () => {}
  const streaming = (url: string, type: string) =>
    type === 'eventsource' || /\/api\/events\b/.test(url)
  const onRequest = (request: { url(): string; resourceType(): string }) => {
    if (streaming(request.url(), request.resourceType())) return
    open.add(request)
    changed()
  }
  const onDone = (request: unknown) => {
    if (open.delete(request)) changed()
  }
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  // Timers on the test's side, restarted by each request event: no polling of the browser.
  const quiet = (timeout = 5_000) =>
    new Promise<void>((resolve) => {
      let quietTimer: NodeJS.Timeout | undefined
      const finish = () => {
        clearTimeout(quietTimer)
        clearTimeout(deadline)
        changed = () => {}
        resolve()
      }
      const deadline = setTimeout(finish, timeout)
      changed = () => {
        clearTimeout(quietTimer)
        quietTimer = open.size === 0 ? setTimeout(finish, quietMs) : undefined
      }
      changed()
    })
  const stop = () => {
    page.off('request', onRequest)
    page.off('requestfinished', onDone)
    page.off('requestfailed', onDone)
  }
  return Object.assign(quiet, { stop })
}
