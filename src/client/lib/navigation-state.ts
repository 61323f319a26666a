/** Navigation state lives in sessionStorage under this prefix; start-up may clear it. */
export const NAV_STATE_PREFIX = 'hc.nav.'
const LAST_ROUTE_KEY = `${NAV_STATE_PREFIX}lastRoute`

export function rememberRoute(pathname: string) {
  try {
    sessionStorage.setItem(LAST_ROUTE_KEY, pathname)
  } catch {
    // storage may be unavailable (private mode); navigation state is a convenience
  }
}

export function lastRoute(): string | null {
  try {
    return sessionStorage.getItem(LAST_ROUTE_KEY)
  } catch {
    return null
  }
}

export function clearNavigationState() {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(NAV_STATE_PREFIX)) sessionStorage.removeItem(key)
    }
  } catch {
    // nothing to clear
  }
}
