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

/** A fresh context (own cookies and storage) with console errors collected. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = DESKTOP,
): Promise<PageWithLog> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}
