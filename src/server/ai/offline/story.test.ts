import { describe, expect, it } from 'vitest'
import { isStoryRequest, storyRequest, writeStory } from './story'

const studio = (idea: string, form = 'a short story of 4 to 8 paragraphs') =>
  `Write ${form}, starting with a Markdown heading as its title. The idea: ${idea}`

describe('offline story writer', () => {
  it('recognises a request for a story and finds its subject', () => {
    expect(isStoryRequest(studio('a lighthouse keeper who befriends a whale'))).toBe(true)
    expect(isStoryRequest('tell me a story about dragons')).toBe(true)
    expect(isStoryRequest('Who teaches Mythic Storytelling?')).toBe(false)
    expect(storyRequest('tell me a story about dragons in space').subject).toBe('dragons in space')
  })

  it('writes a titled story about the subject, with its characters, a turn and an ending', () => {
    const story = writeStory(
      'eve',
      storyRequest(studio('a lighthouse keeper who befriends a whale')),
    )
    expect(story).toMatch(/^# The Lighthouse Keeper and the Whale\n/)
    expect(story).toMatch(/lighthouse keeper named \w+/)
    expect(story).toContain('befriends a whale')
    const paragraphs = story.split('\n\n').slice(1)
    expect(paragraphs.length).toBeGreaterThanOrEqual(4)
    expect(paragraphs.length).toBeLessThanOrEqual(8)
  })

  it('is the same story for the same prompt, and another for another prompt or persona', () => {
    const prompt = storyRequest(studio('a robot learning to paint'))
    expect(writeStory('eve', prompt)).toBe(writeStory('eve', prompt))
    expect(writeStory('eve', storyRequest(studio('a robot learning to sing')))).not.toBe(
      writeStory('eve', prompt),
    )
    expect(writeStory('alex', prompt)).not.toBe(writeStory('eve', prompt))
  })

  it('writes a comic script whose scenes become panels with speech bubbles', () => {
    const request = storyRequest(
      studio('a robot learning to paint', 'a short comic script: 4 to 8 short paragraphs'),
    )
    expect(request.comic).toBe(true)
    // The studio's comic view makes a panel of each paragraph and a bubble of each quoted line.
    const scenes = writeStory('eve', request).split('\n\n').slice(1)
    expect(scenes.length).toBeGreaterThanOrEqual(4)
    expect(scenes.every((scene) => /^[^“]{20,}“[^”]+”$/.test(scene))).toBe(true)
  })
})
