import { homeSections } from '@/shared/home-sections'

/** The client routes that have a screen; the registry in src/shared/routes.ts lists them all. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  platformGuide: {
    path: '/platform-guide',
    getHref: (slug?: string) => (slug ? `/platform-guide#${slug}` : '/platform-guide'),
  },
  toolDiscovery: { path: '/tool-discovery', getHref: () => '/tool-discovery' },
} as const

/** The header's section links: anchored sections that are on the page (spec part 1 §2). */
export const homeAnchors = homeSections
  .filter((section) => section.live && section.navLabel)
  .map((section) => ({ id: section.id, label: section.navLabel ?? section.title }))

export const anchorHref = (id: string) => `/#${id}`
