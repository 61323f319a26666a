import { lazy, useEffect, useState, type ComponentType } from 'react'
import { useLocation } from 'react-router'
import { DeferredSection, RevealAllSections } from '@/client/components/deferred-section'
import { HeroSection } from '@/client/features/landing/hero-section'
import { CodexPulse } from '@/client/features/system-status/codex-pulse'
import { scrollToAnchor } from '@/client/lib/scroll-to-anchor'

type Loader = () => Promise<{ default: ComponentType }>

/** A lazy section: its chunk loads when the section nears the viewport (or on an anchor jump). */
const deferred = (load: Loader) => ({ load, Component: lazy(load) })

const named =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Loader =>
  () =>
    load().then((module) => ({ default: module[name] }))

// Page order: part 2 §2.3 composition with the part 1 §2 anchors; every section below the
// first screen is deferred. The account section (id `auth`) goes last, before the footer.
const sections = [
  {
    id: 'tips',
    label: 'Tips',
    minHeight: '3rem',
    ...deferred(named(() => import('@/client/features/landing/tip-banner'), 'TipBanner')),
  },
  {
    id: 'system-explanation',
    label: 'How the Codex Works',
    minHeight: '36rem',
    ...deferred(
      named(() => import('@/client/features/landing/explanation-cards'), 'ExplanationCards'),
    ),
  },
  {
    id: 'codex-compass',
    label: 'Codex Compass',
    minHeight: '120rem',
    ...deferred(named(() => import('@/client/features/landing/codex-compass'), 'CodexCompass')),
  },
  {
    id: 'ai-interface',
    label: 'Persona Chat',
    minHeight: '48rem',
    ...deferred(
      named(() => import('@/client/features/persona-chat/persona-chat-panel'), 'PersonaChatPanel'),
    ),
  },
  {
    id: 'ring-of-twelve',
    label: 'Ring of Experts',
    minHeight: '110rem',
    ...deferred(
      named(() => import('@/client/features/experts/expert-directory'), 'RingOfTwelveSection'),
    ),
  },
  {
    id: 'ring-of-thirteen',
    label: 'Ring of Thirteen',
    minHeight: '48rem',
    ...deferred(
      named(() => import('@/client/routes/home-ring-of-thirteen'), 'RingOfThirteenSection'),
    ),
  },
  {
    id: 'agent-zero',
    label: 'Agent Zero',
    minHeight: '46rem',
    ...deferred(
      named(() => import('@/client/features/agent-zero/agent-zero-panel'), 'AgentZeroSection'),
    ),
  },
  {
    id: 'ai-communications',
    label: 'AI Message Board',
    minHeight: '60rem',
    ...deferred(
      named(
        () => import('@/client/features/ai-communication/board/message-board'),
        'MessageBoardSection',
      ),
    ),
  },
  {
    id: 'system-enhancements',
    label: 'System Enhancements',
    minHeight: '56rem',
    ...deferred(
      named(() => import('@/client/routes/home-system-enhancements'), 'HomeSystemEnhancements'),
    ),
  },
  {
    id: 'obsidian-integration',
    label: 'Obsidian Integration',
    minHeight: '60rem',
    ...deferred(
      named(() => import('@/client/features/notes/components/obsidian-section'), 'ObsidianSection'),
    ),
  },
  {
    id: 'crypto-intelligence',
    label: 'Crypto Intelligence',
    minHeight: '52rem',
    ...deferred(
      named(() => import('@/client/features/crypto/crypto-intelligence'), 'CryptoSection'),
    ),
  },
  {
    id: 'free-api-feeds',
    label: 'Free APIs & Feeds',
    minHeight: '90rem',
    ...deferred(
      named(
        () => import('@/client/features/free-apis/free-api-feeds-section'),
        'FreeApiFeedsSection',
      ),
    ),
  },
  {
    id: 'youtube-gallery',
    label: 'Video Gallery',
    minHeight: '100rem',
    ...deferred(
      named(
        () => import('@/client/features/videos/youtube-gallery-section'),
        'YoutubeGallerySection',
      ),
    ),
  },
  {
    id: 'telegram-rooms',
    label: 'Community Rooms',
    minHeight: '110rem',
    ...deferred(
      named(() => import('@/client/features/community/community-rooms'), 'CommunityRooms'),
    ),
  },
  {
    id: 'glass-showcase',
    label: 'The Codex in Glass',
    minHeight: '34rem',
    ...deferred(
      named(() => import('@/client/features/glass-showcase/glass-showcase'), 'GlassShowcase'),
    ),
  },
  {
    id: 'nexus-platform',
    label: 'Nexus Consciousness Platform',
    minHeight: '30rem',
    ...deferred(named(() => import('@/client/features/landing/nexus-panel'), 'NexusPanel')),
  },
  {
    id: 'codex-kernel-interface',
    label: 'Codex Kernel Interface',
    minHeight: '26rem',
    ...deferred(
      named(() => import('@/client/features/landing/codex-kernel-group'), 'CodexKernelGroup'),
    ),
  },
  {
    id: 'live-projection',
    label: 'Live Consciousness Projection',
    minHeight: '44rem',
    ...deferred(
      named(() => import('@/client/features/holographic-canvas/live-projection'), 'LiveProjection'),
    ),
  },
  {
    id: 'database-browser',
    label: 'Database Browser',
    minHeight: '40rem',
    ...deferred(
      named(
        () => import('@/client/features/data-center/database-browser'),
        'DatabaseBrowserSection',
      ),
    ),
  },
  {
    id: 'audio-system',
    label: 'Independent Audio System',
    minHeight: '28rem',
    ...deferred(
      named(() => import('@/client/features/landing/audio-system-panel'), 'AudioSystemPanel'),
    ),
  },
  {
    id: 'financial-tracker',
    label: 'Financial Flex Tracker',
    minHeight: '58rem',
    ...deferred(
      named(() => import('@/client/features/landing/financial-tracker'), 'FinancialTracker'),
    ),
  },
  {
    id: 'api-marketplace-teaser',
    label: 'API Marketplace',
    minHeight: '30rem',
    ...deferred(
      named(
        () => import('@/client/features/landing/api-marketplace-teaser'),
        'ApiMarketplaceTeaser',
      ),
    ),
  },
  {
    id: 'multimedia-hub',
    label: 'Multimedia Content Hub',
    minHeight: '26rem',
    ...deferred(
      named(() => import('@/client/features/landing/multimedia-hub-teaser'), 'MultimediaHubTeaser'),
    ),
  },
  {
    id: 'humancodex-docs',
    label: 'HumanCodex Documentation',
    minHeight: '40rem',
    ...deferred(named(() => import('@/client/features/docs/docs-accordion'), 'DocsAccordion')),
  },
  {
    id: 'ai-learning-logs',
    label: 'AI Learning Logs',
    minHeight: '50rem',
    ...deferred(
      named(() => import('@/client/features/learning-logs/learning-logs'), 'LearningLogs'),
    ),
  },
  {
    id: 'universal-learning',
    label: 'Universal Learning',
    minHeight: '80rem',
    ...deferred(
      named(
        () => import('@/client/features/learning/components/universal-learning'),
        'UniversalLearning',
      ),
    ),
  },
  {
    id: 'marketplace',
    label: 'Marketplace',
    minHeight: '100rem',
    ...deferred(named(() => import('@/client/routes/home-marketplace'), 'HomeMarketplace')),
  },
  {
    id: 'auth',
    label: 'Account',
    minHeight: '36rem',
    ...deferred(
      named(() => import('@/client/features/auth/components/account-section'), 'AccountSection'),
    ),
  },
]

/**
 * Jumping to an anchor renders every section at once, then scrolls again once their chunks
 * are in, since sections above the target change height as they arrive (the root layout's
 * pin covers the data that arrives after that).
 */
function useRevealForAnchor() {
  const { hash, key } = useLocation()
  const [revealAll, setRevealAll] = useState(false)
  if (hash.length > 1 && !revealAll) setRevealAll(true)

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1))
    if (!id) return
    let cancelled = false
    let release: (() => void) | undefined
    void Promise.all(sections.map((section) => section.load())).then(() =>
      window.setTimeout(() => {
        const target = document.getElementById(id)
        if (!cancelled && target) release = scrollToAnchor(target)
      }, 150),
    )
    return () => {
      cancelled = true
      release?.()
    }
  }, [hash, key])

  return revealAll
}

export function HomeScreen() {
  const revealAll = useRevealForAnchor()
  return (
    <>
      <HeroSection status={<CodexPulse />} />
      <RevealAllSections value={revealAll}>
        {sections.map(({ id, label, minHeight, Component }) => (
          <DeferredSection key={id} id={id} label={label} minHeight={minHeight}>
            <Component />
          </DeferredSection>
        ))}
      </RevealAllSections>
    </>
  )
}
