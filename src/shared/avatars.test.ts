import { describe, expect, it } from 'vitest'
import { AVATAR_ACCENTS, accentColour, initialsOf, monogramDataUrl, monogramSvg } from './avatars'

const tags = (svg: string) => svg.match(/<[a-zA-Z][a-zA-Z]*/g) ?? []

describe('monogramSvg', () => {
  it('is deterministic: the same name and accent give the same image', () => {
    expect(monogramSvg('Echo', 'violet')).toBe(monogramSvg('Echo', 'violet'))
    expect(monogramSvg('Echo')).toBe(monogramSvg('Echo'))
    expect(monogramSvg('Echo', 'violet')).not.toBe(monogramSvg('Aurelia', 'violet'))
  })

  it('writes the initials in the accent colour inside a ring of it', () => {
    const svg = monogramSvg('Universal Programmer', 'text-sky-300')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"/)
    expect(svg).toContain('>UP</text>')
    expect(svg).toContain('stroke="#7dd3fc"')
    expect(svg).toContain('fill="#7dd3fc"')
  })

  it('lets no name add markup: the name is escaped, the initials are letters only', () => {
    const plain = tags(monogramSvg('Plain Name', 'sky'))
    for (const name of [
      '<script>alert(1)</script>',
      '"/><image href="https://example.com/x.png"/><text x="',
      "Eve' onload='alert(1)",
      ']]><foreignObject><iframe src="javascript:alert(1)"/></foreignObject>',
      '&lt;already&gt; & more',
    ]) {
      const svg = monogramSvg(name, 'sky')
      expect(tags(svg)).toEqual(plain)
      // The name may only appear, escaped, as the title's text.
      expect(svg.replace(/<title>[^<]*<\/title>/, '')).not.toMatch(
        /script|image|iframe|foreignObject|onload|example\.com/i,
      )
      expect(svg.match(/<title>(.*)<\/title>/)?.[1]).not.toMatch(/[<>"']/)
    }
    expect(monogramSvg('<b>', 'sky')).toContain('<title>&lt;b&gt;</title>')
    expect(monogramSvg('Tom & Jerry', 'sky')).toContain('<title>Tom &amp; Jerry</title>')
  })

  it('ignores an accent that is not a colour it knows, so no accent can add markup either', () => {
    const svg = monogramSvg('Echo', '"/><script>alert(1)</script>')
    expect(svg).not.toContain('<script')
    expect(Object.values(AVATAR_ACCENTS)).toContain(accentColour('"/><script>', 'Echo'))
  })

  it('draws the codex star for a name without letters', () => {
    const svg = monogramSvg('🙂 ✨', 'amber')
    expect(svg).not.toContain('<text')
    expect(svg).toContain('<path')
  })

  it('is a data: URL with nothing left unencoded that could end the attribute', () => {
    const url = monogramDataUrl('Custom "Persona"', '#123abc')
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(url.slice('data:image/svg+xml,'.length)).not.toMatch(/["<>#\s]/)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      monogramSvg('Custom "Persona"', '#123abc'),
    )
  })
})

describe('initialsOf', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initialsOf('Echo')).toBe('E')
    expect(initialsOf('star dragon')).toBe('SD')
    expect(initialsOf('HumanCodex Expert of Things')).toBe('HE')
    expect(initialsOf('  élodie  ')).toBe('É')
    expect(initialsOf('Ли Бо')).toBe('ЛБ')
    expect(initialsOf('')).toBe('')
    expect(initialsOf('<>&"')).toBe('')
  })
})

describe('accentColour', () => {
  it('reads hex colours, palette names and Tailwind text classes', () => {
    expect(accentColour('#ABCDEF', 'x')).toBe('#abcdef')
    expect(accentColour('pink', 'x')).toBe(AVATAR_ACCENTS.pink)
    expect(accentColour('text-emerald-300', 'x')).toBe(AVATAR_ACCENTS.emerald)
  })

  it('picks the same palette colour for the same name when there is no accent', () => {
    expect(accentColour(undefined, 'Seraphina')).toBe(accentColour(null, 'Seraphina'))
    expect(Object.values(AVATAR_ACCENTS)).toContain(accentColour('', 'Seraphina'))
    expect(accentColour('red', 'Seraphina')).toBe(accentColour(undefined, 'Seraphina'))
  })
})
