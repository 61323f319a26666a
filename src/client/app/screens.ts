import type { ComponentType } from 'react'

/** A lazily loaded screen and every path that shows it (see shared/ROUTES.md). */
export interface LazyScreen {
  paths: string[]
  load: () => Promise<{ default: ComponentType }>
}

/** Paths the router shows without a lazy screen (router.tsx). */
export const eagerPaths = ['/', '/home']

// Screens register here as they are built, and mark their paths `live` in src/shared/routes.ts;
// screens.test.ts keeps the two in step. Only `/` is eager (router.tsx); `/collaboration` is lazy
// too, against the spec's "loaded eagerly" (decision 106).
export const lazyScreens: LazyScreen[] = [
  { paths: ['/collaboration'], load: () => import('@/client/routes/collaboration') },
  { paths: ['/platform-guide'], load: () => import('@/client/routes/platform-guide') },
  { paths: ['/tool-discovery'], load: () => import('@/client/routes/tool-discovery') },
  { paths: ['/crypto'], load: () => import('@/client/routes/crypto') },
  { paths: ['/videos', '/video-manager'], load: () => import('@/client/routes/videos') },
  { paths: ['/iframe-gallery'], load: () => import('@/client/routes/iframe-gallery') },
  { paths: ['/widgets'], load: () => import('@/client/routes/widgets') },
  {
    paths: ['/api-manager', '/api-marketplace'],
    load: () => import('@/client/routes/api-tools'),
  },
  {
    paths: ['/audio', '/soundcloud-test', '/music-section', '/harmony-studio'],
    load: () => import('@/client/routes/audio'),
  },
  { paths: ['/marketing-console'], load: () => import('@/client/routes/marketing-console') },
  { paths: ['/blog'], load: () => import('@/client/routes/blog') },
  { paths: ['/misconceptions'], load: () => import('@/client/routes/misconceptions') },
  {
    paths: ['/symbol-system-expansion', '/symbolic-language-compiler'],
    load: () => import('@/client/routes/symbol-system'),
  },
  { paths: ['/dream-mode'], load: () => import('@/client/routes/dream-mode') },
  { paths: ['/onboarding'], load: () => import('@/client/routes/onboarding') },
  {
    paths: ['/teachings', '/hive-tutor', '/education-center'],
    load: () => import('@/client/routes/teachings'),
  },
  { paths: ['/learning'], load: () => import('@/client/routes/learning') },
  {
    paths: ['/consciousness-marketplace'],
    load: () => import('@/client/routes/marketplace'),
  },
  { paths: ['/bookstore'], load: () => import('@/client/routes/bookstore') },
  {
    paths: ['/system-upgrades', '/ai-forge-dashboard'],
    load: () => import('@/client/routes/codex-upgrades'),
  },
  { paths: ['/business-ai'], load: () => import('@/client/routes/integrations') },
  {
    paths: ['/revenue-dashboard', '/revenue-automation-dashboard'],
    load: () => import('@/client/routes/revenue'),
  },
  {
    paths: ['/agents', '/consciousness-entities', '/nexus-consciousness', '/consciousness-hub'],
    load: () => import('@/client/routes/agents'),
  },
  { paths: ['/omni-data-center'], load: () => import('@/client/routes/data-center') },
  {
    paths: ['/knowledge-editor'],
    load: () => import('@/client/routes/knowledge-editor'),
  },
  { paths: ['/document-archive'], load: () => import('@/client/routes/document-archive') },
  {
    paths: ['/memory-lattice', '/orb-consciousness-bridge'],
    load: () => import('@/client/routes/memory-lattice'),
  },
  { paths: ['/research'], load: () => import('@/client/routes/knowledge-seeker') },
  {
    paths: ['/ai-analysis-research'],
    load: () => import('@/client/routes/research-analysis'),
  },
  {
    paths: ['/storytelling', '/comic-book-section'],
    load: () => import('@/client/routes/story-studio'),
  },
  {
    paths: ['/superior-ai', '/chamber-of-mirrors'],
    load: () => import('@/client/routes/mirror-chat'),
  },
  { paths: ['/eva-alex-consciousness'], load: () => import('@/client/routes/persona-room') },
  { paths: ['/memory-editor', '/memory-branches'], load: () => import('@/client/routes/memory') },
  { paths: ['/account'], load: () => import('@/client/routes/account') },
  { paths: ['/admin'], load: () => import('@/client/routes/admin') },
  { paths: ['/reset-password'], load: () => import('@/client/routes/reset-password') },
  {
    paths: ['/ai-response-enhancement'],
    load: () => import('@/client/routes/response-settings'),
  },
  { paths: ['/minds-view'], load: () => import('@/client/routes/minds-view') },
  {
    paths: ['/messaging-board', '/social-chat-dashboard'],
    load: () => import('@/client/routes/message-board'),
  },
  {
    paths: ['/ai-messaging-demo', '/auto-messaging', '/multi-agent-zero'],
    load: () => import('@/client/routes/communications-hub'),
  },
  { paths: ['/broadcasts', '/logs'], load: () => import('@/client/routes/broadcasts') },
  {
    paths: ['/public-showcase', '/holographic-theater'],
    load: () => import('@/client/routes/thinking-theatre'),
  },
  {
    paths: ['/orbs', '/orb-network-activation', '/harmonic-codex-matrix'],
    load: () => import('@/client/routes/orb-network'),
  },
  { paths: ['/candidate-bridge'], load: () => import('@/client/routes/candidate-bridge') },
  {
    paths: ['/agent-zero-monitor', '/agent-zero-control-center', '/codex-auditor'],
    load: () => import('@/client/routes/agent-zero'),
  },
  {
    paths: ['/truth-verification-matrix', '/component-verification', '/quality-assurance'],
    load: () => import('@/client/routes/verification'),
  },
  {
    paths: ['/system-dashboard', '/strategic-enhancements', '/self-repair-dashboard'],
    load: () => import('@/client/routes/system-enhancements'),
  },
  { paths: ['/model-connections'], load: () => import('@/client/routes/model-connections') },
  {
    paths: ['/comprehensive-monitoring', '/atomic-dashboard', '/emergence-fields-dashboard'],
    load: () => import('@/client/routes/monitoring'),
  },
  {
    paths: ['/codex-kernel', '/codex-dashboard'],
    load: () => import('@/client/routes/codex-kernel'),
  },
  {
    paths: ['/distributed-node-preparation', '/universal-system-linker'],
    load: () => import('@/client/routes/cluster'),
  },
  {
    paths: ['/ethical-governance-enhancement'],
    load: () => import('@/client/routes/governance'),
  },
  {
    paths: ['/consciousness-evolution-tracker'],
    load: () => import('@/client/routes/evolution-tracker'),
  },
  {
    paths: ['/ai-development-dashboard', '/next-phase-dashboard'],
    load: () => import('@/client/routes/development'),
  },
]
