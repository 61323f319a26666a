import { lazy, type ComponentType } from 'react'
import { homeSections } from '@/shared/home-sections'

type Loader = () => Promise<{ default: ComponentType }>

/** What shows a home section: its lazily loaded component and the height held until it is in. */
interface SectionView {
  /** The expected height, held while the chunk loads. */
  minHeight: string
  load: Loader
}

const view =
  (minHeight: string) =>
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): SectionView => ({
    minHeight,
    load: () => load().then((module) => ({ default: module[name] })),
  })

/**
 * The component of each home section, by the section's id in the registry
 * (src/shared/home-sections.ts), which gives their order and their names. `hero` and the
 * sections of category `component` are parts of other sections, not sections of their own.
 */
// prettier-ignore
export const sectionViews: Record<string, SectionView> = {
  'system-explanation': view('36rem')(() => import('@/client/features/landing/explanation-cards'), 'ExplanationCards'),
  'codex-compass': view('120rem')(() => import('@/client/features/landing/codex-compass'), 'CodexCompass'),
  'ai-interface': view('48rem')(() => import('@/client/features/persona-chat/persona-chat-panel'), 'PersonaChatPanel'),
  'ring-of-twelve': view('110rem')(() => import('@/client/features/experts/expert-directory'), 'RingOfTwelveSection'),
  'ring-of-thirteen': view('48rem')(() => import('@/client/routes/home-ring-of-thirteen'), 'RingOfThirteenSection'),
  'agent-zero': view('46rem')(() => import('@/client/features/agent-zero/agent-zero-panel'), 'AgentZeroSection'),
  'ai-communications': view('60rem')(() => import('@/client/features/ai-communication/board/message-board'), 'MessageBoardSection'),
  'system-enhancements': view('56rem')(() => import('@/client/routes/home-system-enhancements'), 'HomeSystemEnhancements'),
  'obsidian-integration': view('60rem')(() => import('@/client/features/notes/components/obsidian-section'), 'ObsidianSection'),
  'crypto-intelligence': view('52rem')(() => import('@/client/features/crypto/crypto-intelligence'), 'CryptoSection'),
  'free-api-feeds': view('90rem')(() => import('@/client/features/free-apis/free-api-feeds-section'), 'FreeApiFeedsSection'),
  'youtube-gallery': view('100rem')(() => import('@/client/features/videos/youtube-gallery-section'), 'YoutubeGallerySection'),
  'telegram-rooms': view('110rem')(() => import('@/client/features/community/community-rooms'), 'CommunityRooms'),
  'glass-showcase': view('34rem')(() => import('@/client/features/glass-showcase/glass-showcase'), 'GlassShowcase'),
  'nexus-platform': view('30rem')(() => import('@/client/features/landing/nexus-panel'), 'NexusPanel'),
  'codex-kernel-interface': view('26rem')(() => import('@/client/features/landing/codex-kernel-group'), 'CodexKernelGroup'),
  'live-projection': view('44rem')(() => import('@/client/features/holographic-canvas/live-projection'), 'LiveProjection'),
  'database-browser': view('40rem')(() => import('@/client/features/data-center/database-browser'), 'DatabaseBrowserSection'),
  'audio-system': view('28rem')(() => import('@/client/features/landing/audio-system-panel'), 'AudioSystemPanel'),
  'financial-tracker': view('58rem')(() => import('@/client/features/landing/financial-tracker'), 'FinancialTracker'),
  'api-marketplace-teaser': view('30rem')(() => import('@/client/features/free-apis/api-marketplace-teaser'), 'ApiMarketplaceTeaser'),
  'multimedia-hub': view('26rem')(() => import('@/client/features/landing/multimedia-hub-teaser'), 'MultimediaHubTeaser'),
  'humancodex-docs': view('40rem')(() => import('@/client/features/docs/docs-accordion'), 'DocsAccordion'),
  'ai-learning-logs': view('50rem')(() => import('@/client/features/learning-logs/learning-logs'), 'LearningLogs'),
  'universal-learning': view('80rem')(() => import('@/client/features/learning/components/universal-learning'), 'UniversalLearning'),
  marketplace: view('100rem')(() => import('@/client/routes/home-marketplace'), 'HomeMarketplace'),
  auth: view('36rem')(() => import('@/client/features/auth/components/account-section'), 'AccountSection'),
}

/** The live sections of the registry that have a view, in page order, ready to render. */
export const pageSections = homeSections
  .filter((section) => section.live && section.id in sectionViews)
  .map((section) => {
    const { minHeight, load } = sectionViews[section.id]!
    return { id: section.id, label: section.title, minHeight, load, Component: lazy(load) }
  })
