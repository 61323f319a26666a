import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

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
