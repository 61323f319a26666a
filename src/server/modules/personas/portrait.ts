import { monogramSvg } from '@/shared/avatars'
import type { PersonaId } from '@/shared/personas'
import { builtinLook } from './builtins'

/**
 * A persona's generated avatar until one is uploaded: the house monogram (decision 206) in
 * its voice's accent, so no image is fetched and nothing needs an emoji font.
 */
export const portraitSvg = (name: string, voice: PersonaId) =>
  monogramSvg(name, builtinLook(voice).accent)
