import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { generatedAvatars } from '../scripts/build/avatars'
import { expertAvatarPath, mentorAvatarPath } from '@/shared/avatars'
import { mentors } from './courses'
import { experts } from './experts'
import { personas } from './personas'

const PUBLIC = path.resolve(import.meta.dirname, '../src/client/public')
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u

const everyone = [
  ...Object.values(personas).map((persona) => ({ kind: 'persona', ...persona })),
  ...experts.map((expert) => ({ kind: 'expert', ...expert })),
  ...Object.values(mentors).map((mentor) => ({ kind: 'mentor', ...mentor })),
]

// Decision 206: avatars are images served by us, never emoji.
describe('avatars of the personas, the ring and the mentors', () => {
  it.each(everyone.map((entity) => [entity.kind, entity.id, entity.avatar] as const))(
    '%s %s has an image path, not an emoji',
    (_kind, _id, avatar) => {
      expect(avatar).not.toMatch(EMOJI)
      expect(avatar).toMatch(/^\/avatars\/[a-z0-9/_-]+\.svg$/)
    },
  )

  it('the personas and Agent Zero have their drawn SVGs in the bundle', () => {
    for (const persona of Object.values(personas)) {
      const svg = fs.readFileSync(path.join(PUBLIC, persona.avatar), 'utf8')
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"/)
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)|<script|<text/)
    }
  })

  it('every expert and mentor gets a generated monogram at the path it names', () => {
    const files = generatedAvatars()
    for (const expert of experts) {
      expect(expert.avatar).toBe(expertAvatarPath(expert.id))
      expect(files.get(expert.avatar)).toContain(`<title>${expert.name}</title>`)
    }
    for (const mentor of Object.values(mentors)) {
      expect(mentor.avatar).toBe(mentorAvatarPath(mentor.id))
      expect(files.get(mentor.avatar)).toContain(`<title>${mentor.name}</title>`)
    }
    expect(files.size).toBe(experts.length + Object.keys(mentors).length)
  })
})
