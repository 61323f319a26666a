import { describe, expect, it } from 'vitest'
import { splitIntoPanels, storyPrompt, storyTitle } from './story-format'

const story = `# The Lantern Keeper

Mira climbed the tower at dusk. "Is anyone there?" she called.

The lantern answered with a hum. It had waited a hundred years.

"Light me," it said, "and I will show you the way home."`

describe('splitIntoPanels', () => {
  it('makes one panel per paragraph and drops the heading', () => {
    const panels = splitIntoPanels(story)
    expect(panels).toHaveLength(3)
    expect(panels[1]).toEqual({
      narration: 'The lantern answered with a hum. It had waited a hundred years.',
      speech: [],
    })
  })

  it('lifts quoted speech into bubbles', () => {
    const panels = splitIntoPanels(story)
    expect(panels[0]!.speech).toEqual(['Is anyone there?'])
    expect(panels[0]!.narration).toBe('Mira climbed the tower at dusk. she called.')
    expect(panels[2]!.speech).toEqual(['Light me,', 'and I will show you the way home.'])
    expect(panels[2]!.narration).toBe('it said,')
  })

  it('cuts a long paragraph at sentence ends', () => {
    const long = Array.from({ length: 10 }, (_, i) => `Sentence number ${i} is here.`).join(' ')
    const panels = splitIntoPanels(long, 12, 100)
    expect(panels.length).toBeGreaterThan(2)
    for (const panel of panels) expect(panel.narration.length).toBeLessThanOrEqual(100)
    expect(panels.map((panel) => panel.narration).join(' ')).toBe(long)
  })

  it('keeps to the panel limit by joining the rest into the last panel', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Scene ${i}.`).join('\n\n')
    const panels = splitIntoPanels(many, 5)
    expect(panels).toHaveLength(5)
    expect(panels[4]!.narration).toBe(
      Array.from({ length: 16 }, (_, i) => `Scene ${i + 4}.`).join(' '),
    )
  })

  it('keeps the words of Markdown links, not their targets', () => {
    expect(splitIntoPanels('See the [quick search](/platform-guide#quick-search) page.')).toEqual([
      { narration: 'See the quick search page.', speech: [] },
    ])
  })

  it('gives no panels for an empty story and strips emphasis and list marks', () => {
    expect(splitIntoPanels('  \n\n ')).toEqual([])
    expect(splitIntoPanels('- **Bold** move\n- _quiet_ step')).toEqual([
      { narration: 'Bold move quiet step', speech: [] },
    ])
  })
})

describe('storyTitle and storyPrompt', () => {
  it('takes the heading, else the first sentence, else the prompt', () => {
    expect(storyTitle(story, 'idea')).toBe('The Lantern Keeper')
    expect(storyTitle('Once there was a fox. It ran.', 'idea')).toBe('Once there was a fox')
    expect(storyTitle('', 'A fox story')).toBe('A fox story')
    expect(storyTitle('', '   ')).toBe('Untitled story')
  })

  it('keeps titles to 80 characters', () => {
    expect(storyTitle('', 'w'.repeat(120))).toHaveLength(80)
  })

  it('asks for the chosen form with a title heading', () => {
    expect(storyPrompt(' a fox ', 'comic')).toContain('comic script')
    expect(storyPrompt(' a fox ', 'story')).toMatch(/heading as its title\. The idea: a fox$/)
  })
})
