import { useLocation, useNavigate } from 'react-router'
import { toast } from '@/client/components/ui/use-toast'

/** docs/product/landing-and-navigation.md: the panel closes 1 s after a successful jump. */
export const CLOSE_AFTER_FOUND_MS = 1000
const HOME_WAIT_MS = 3000

function waitForElement(id: string, timeoutMs: number): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const started = Date.now()
    const check = () => {
      const element = document.getElementById(id)
      if (element || Date.now() - started > timeoutMs) resolve(element)
      else window.setTimeout(check, 50)
    }
    check()
  })
}

/**
 * Jumps to a home section: to the home page first when needed, then through the address hash
 * (`/#id`), which renders every deferred section and scrolls once they are in. A section that
 * is not on the page gets a 'Section not visible' toast instead
 * (docs/product/landing-and-navigation.md).
 */
export function useGoToSection(onFound: () => void) {
  const navigate = useNavigate()
  const { pathname } = useLocation()

  return async (id: string, title: string) => {
    const leftHome = pathname !== '/'
    if (leftHome) {
      navigate('/')
      await waitForElement('hero', HOME_WAIT_MS)
    }
    if (!document.getElementById(id)) {
      toast({
        variant: 'destructive',
        title: 'Section not visible',
        description: 'This section might not be loaded yet. Try scrolling down first.',
      })
      return false
    }
    navigate({ pathname: '/', hash: `#${id}` }, { replace: leftHome })
    toast({ title: 'Found it!', description: `Taking you to ${title}.` })
    window.setTimeout(onFound, CLOSE_AFTER_FOUND_MS)
    return true
  }
}
