import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

export interface PageWithLog {
  context: BrowserContext
  page: Page
  /** Console errors and uncaught page errors seen so far. */
  errors: string[]
}

/**
 * How the test browser asks for motion: reduced, as a person who turned animations off would.
 * The suite checks behaviour, not animation, and a software-composited page that animates (a
 * live indicator's ping) kept 0.4 of a core busy while a test waited (decision 121). A test of
 * an animation itself opens its page with `{ motion: true }`.
 */
export const reducedMotion = (motion = false): 'no-preference' | 'reduce' =>
  motion ? 'no-preference' : 'reduce'

/** A fresh context (own cookies and storage) with console errors collected. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = DESKTOP,
  { motion = false } = {},
): Promise<PageWithLog> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    reducedMotion: reducedMotion(motion),
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

/**
 * Context and page methods whose effect outlives the test and is not undone here (a script or
 * binding for every page, a fake clock, another viewport or media): a page whose test used one is
 * closed with its context, not kept. Listeners a test adds are taken off when it gives it back.
 */
const STICKY = new Set([
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'clock',
  'routeWebSocket',
  'setGeolocation',
  'setHTTPCredentials',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'setViewportSize',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'tracing',
])

interface Kept {
  context: BrowserContext
  page: Page
}

/** Pages no test holds, by browser, then by base URL, viewport and motion. */
const idle = new WeakMap<Browser, Map<string, Kept[]>>()

/**
 * Puts a kept page back as a new one is, bar its renderer: no other page, cookie, data stored
 * for the app's origin (session storage included), route, permission or offline mode. It opens
 * a same-origin file that runs no script (`/favicon.svg`) to empty the storage, so the app's own
 * code cannot write to it again on its way out. False when that failed.
 */
async function resetPage({ context, page }: Kept, baseUrl: string) {
  try {
    await Promise.all(context.pages().map((open) => (open === page ? null : open.close())))
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await context.setOffline(false)
    await page.goto(new URL('/favicon.svg', baseUrl).href)
    await page.evaluate(async () => {
      localStorage.clear()
      sessionStorage.clear()
      const databases = await indexedDB.databases()
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise((settled) => {
              const request = indexedDB.deleteDatabase(name ?? '')
              request.onsuccess = request.onerror = settled
            }),
        ),
      )
      for (const key of await caches.keys()) await caches.delete(key)
    })
    await context.clearCookies()
    await context.clearPermissions()
    return true
  } catch {
    return false
  }
}

type Listener = (...args: never[]) => unknown
/** How the proxy adds and takes off a listener, whatever the emitter's typed overloads. */
type Adder = (this: unknown, event: string, listener: Listener) => unknown

/**
 * `target` through a proxy: `sticky()` is told of any STICKY method used, and the listeners added
 * through it are listed in `added` to be taken off when the test gives the page back.
 */
function watched<T extends BrowserContext | Page>(
  target: T,
  sticky: () => void,
  added: Array<() => void>,
  close: () => Promise<void>,
): T {
  const proxy: T = new Proxy(target, {
    get(object, property) {
      if (property === 'close') return close
      if (property === 'on' || property === 'once' || property === 'addListener')
        return (event: string, listener: Listener) => {
          ;(object[property] as Adder).call(object, event, listener)
          added.push(() => (object.off as Adder).call(object, event, listener))
          return proxy
        }
      if (typeof property === 'string' && STICKY.has(property)) sticky()
      const value: unknown = Reflect.get(object, property)
      return typeof value === 'function' ? (value as Listener).bind(object) : value
    },
  })
  return proxy
}

async function openKept(browser: Browser, baseUrl: string, viewport = DESKTOP, motion = false) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    reducedMotion: reducedMotion(motion),
  })
  return { context, page: await context.newPage() }
}

/**
 * Like `openPage`, but the page an earlier test of the file gave back, emptied of cookies and
 * the app's stored data (`resetPage`). Its renderer stays, and with it the compiled client: a
 * first load in a new page took 1.9–3.7 s on a loaded two-core machine, the next load of the
 * same page 0.3–1.4 s (a page kept in the same context but new was no quicker; decision 108).
 * The test gives it back with `context.close()` as before; a test that fails first leaves it out
 * of the pool, and one that used a STICKY method gets its context closed. A test whose subject
 * is a first visit's cold load keeps `openPage`.
 */
export async function openReusedPage(
  browser: Browser,
  baseUrl: string,
  viewport = DESKTOP,
  { motion = false } = {},
): Promise<PageWithLog> {
  const key = `${baseUrl} ${viewport.width}x${viewport.height} ${motion}`
  const byKey = idle.get(browser) ?? new Map<string, Kept[]>()
  idle.set(browser, byKey)
  const free = byKey.get(key) ?? []
  byKey.set(key, free)
  const kept = free.pop() ?? (await openKept(browser, baseUrl, viewport, motion))
  const { context, page } = kept
  const errors: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  }
  const onPageError = (error: Error) => errors.push(error.message)
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  const added = [() => page.off('console', onConsole), () => page.off('pageerror', onPageError)]
  let sticky = false
  let returned = false
  const giveBack = async () => {
    if (returned) return
    returned = true
    for (const takeOff of added) takeOff()
    if (!sticky && (await resetPage(kept, baseUrl))) free.push(kept)
    else await context.close()
  }
  const markSticky = () => {
    sticky = true
  }
  return {
    context: watched(context, markSticky, added, giveBack),
    page: watched(page, markSticky, added, giveBack),
    errors,
  }
}
