import type { Plugin } from 'vite'
import { experts } from '../../content/experts'
import { mentors } from '../../content/courses'
import { personas } from '../../content/personas'
import {
  EXPERT_CATEGORY_ACCENTS,
  expertAvatarPath,
  mentorAvatarPath,
  monogramSvg,
} from '../../src/shared/avatars'

/**
 * Every generated avatar by the path it is served at: a monogram per expert of the ring and
 * per mentor, so a new one gets its image without anyone drawing it (decision 206).
 */
export function generatedAvatars(): Map<string, string> {
  const files = new Map<string, string>()
  for (const expert of experts)
    files.set(
      expertAvatarPath(expert.id),
      monogramSvg(expert.name, EXPERT_CATEGORY_ACCENTS[expert.category]),
    )
  for (const mentor of Object.values(mentors))
    files.set(mentorAvatarPath(mentor.id), monogramSvg(mentor.name, personas[mentor.voice].accent))
  return files
}

/** The Vite side: writes the monograms into the build, and serves them in development. */
export function avatars(): Plugin {
  return {
    name: 'humancodex-avatars',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = generatedAvatars().get((request.url ?? '').split('?')[0] ?? '')
        if (!svg) return next()
        response.setHeader('content-type', 'image/svg+xml')
        response.end(svg)
      })
    },
    generateBundle() {
      for (const [path, svg] of generatedAvatars())
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg })
    },
  }
}
