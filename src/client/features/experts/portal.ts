import { useEffect, useRef, useState } from 'react'
import { toast } from '@/client/components/ui/use-toast'
import { expertInDevelopmentMessage, type Expert } from '@/shared/experts'
import { generateContext } from './api/generate-context'

/** docs/product/experts.md: the portal opens 800 ms after the click; 'copied' lasts 3 s. */
export const PORTAL_DELAY_MS = 800
export const COPIED_MS = 3000

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

function announceInDevelopment(expert: Expert) {
  toast({ title: 'Coming Soon', description: expertInDevelopmentMessage(expert.name) })
}

/**
 * Opens the expert's portal in a new tab after `PORTAL_DELAY_MS`. Returns false when the
 * expert has no portal yet or the browser blocked the new tab.
 */
async function openPortalWindow(expert: Expert): Promise<boolean> {
  if (!expert.chatGptLink) return false
  await wait(PORTAL_DELAY_MS)
  // Not 'noopener' in the features: with it, window.open returns null even when it worked.
  const portal = window.open(expert.chatGptLink, '_blank')
  if (!portal) return false
  portal.opener = null
  return true
}

/**
 * Opens the portal with its toasts (docs/product/experts.md): in development, blocked, or how to
 * begin.
 */
export async function openPortal(expert: Expert): Promise<boolean> {
  if (!expert.chatGptLink) {
    announceInDevelopment(expert)
    return false
  }
  const opened = await openPortalWindow(expert)
  toast(
    opened
      ? {
          title: 'Portal Opened',
          description: `Paste the context as your first message to talk with ${expert.name}.`,
        }
      : {
          variant: 'destructive',
          title: 'Portal Blocked',
          description: 'Please allow popups and try again.',
        },
  )
  return opened
}

/** One click: a general context on the clipboard and the portal open, or 'Launch Failed'. */
export async function quickLaunch(expert: Expert): Promise<boolean> {
  if (!expert.chatGptLink) {
    announceInDevelopment(expert)
    return false
  }
  try {
    const { fullContext } = await generateContext({ expert })
    await navigator.clipboard.writeText(fullContext)
    if (!(await openPortalWindow(expert))) throw new Error('the portal did not open')
    toast({
      title: 'Portal Launched',
      description: `${expert.name}'s context is on your clipboard: paste it as your first message.`,
    })
    return true
  } catch (error) {
    console.warn('Quick launch failed', error)
    toast({
      variant: 'destructive',
      title: 'Launch Failed',
      description: 'Please try the advanced portal launcher.',
    })
    return false
  }
}

/** Copies text to the clipboard; `copied` stays true for three seconds after a success. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch (error) {
      console.warn('Copy failed', error)
      toast({
        variant: 'destructive',
        title: 'Copy Failed',
        description: 'Please manually copy the context text.',
      })
      return false
    }
    setCopied(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS)
    return true
  }
  return { copied, copy }
}
