import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { editNote, FrontMatterUnreadable, parseNote, splitFrontMatter } from './parse-note'

describe('parseNote', () => {
  it('reads tags, aliases, level and created date from the front matter', () => {
    const note = parseNote(
      '---\ntags: [memory, "deep work"]\naliases:\n  - AI\n  - Machine mind\nconsciousnessLevel: Profound\ncreated: 2026-01-02\n---\nBody text',
    )
    expect(note).toMatchObject({
      title: undefined,
      tags: ['memory', 'deep work'],
      aliases: ['AI', 'Machine mind'],
      consciousnessLevel: 'profound',
      body: 'Body text',
    })
    expect(note.created?.toISOString()).toBe('2026-01-02T00:00:00.000Z')
  })

  it('keeps the case tags are written in, once each ignoring case', () => {
    const note = parseNote(
      '---\ntags: [Research, "#Quoted\'s"]\n---\n#research #Idea/Sub and #idea/sub',
    )
    expect(note.tags).toEqual(['Research', "Quoted's", 'Idea/Sub'])
  })

  it('finds inline #tags and links outside code and comments', () => {
    const note = parseNote(
      'See [[Memory palace|the palace]] and [[Eve#Voice]]. #idea #Nested/Tag\n\n`#notatag [[NotALink]]`\n```\n#nope [[Nope]]\n```\n%% [[Hidden]] %%\nIssue #42 is not a tag.',
    )
    expect(note.links).toEqual(['Memory palace', 'Eve'])
    expect(note.tags).toEqual(['idea', 'Nested/Tag'])
  })

  it('reads Markdown links as links, and a heading they point to as no tag', () => {
    const note = parseNote(
      'See [the plan](Projects/The%20plan.md), [above](#Goals) and [web](https://x.org/#top). #real',
    )
    expect(note.links).toEqual(['Projects/The plan.md'])
    expect(note.tags).toEqual(['real'])
  })

  it('keeps front matter that is not YAML, with a warning, and reads the body', () => {
    const source = '---\ntags: [unclosed\n  bad: : yaml\n---\nStill [[Linked]] #here'
    const note = parseNote(source)
    expect(note.frontMatterWarning).toMatch(/not valid YAML/)
    expect(note).toMatchObject({
      links: ['Linked'],
      tags: ['here'],
      body: 'Still [[Linked]] #here',
    })
    expect(editNote(source, { body: note.body, tags: note.tags })).toBe(source)
    expect(() => editNote(source, { body: note.body, tags: ['new'] })).toThrow(
      FrontMatterUnreadable,
    )
  })

  it('counts links in property values, strings and lists, before the body’s', () => {
    const note = parseNote(
      [
        '---',
        'categories: ["[[Books]]", "[[People#Authors|authors]]"]',
        'author: "[[Steph Ango]]"',
        'related:',
        '  - "[[Folder/Deep.md]]"',
        'nested: { up: "[[Parent]]" }',
        'plain: "see [[Not a whole value]]"',
        'unquoted: [[Read as a list]]',
        '---',
        '[[Books]] and [[Body]]',
      ].join('\n'),
    )
    expect(note.links).toEqual([
      'Books',
      'People',
      'Steph Ango',
      'Folder/Deep.md',
      'Parent',
      'Body',
    ])
  })

  it('gives each property the type Obsidian infers', () => {
    const note = parseNote(
      '---\ntitle: A\ntags: [x]\naliases: B\nrating: 4.5\ndone: true\nday: 2026-01-02\nat: 2026-01-02T10:30\nlist: [a, b]\nempty:\nmap: {a: 1}\n---\n',
    )
    expect(Object.fromEntries(note.properties.map((p) => [p.name, p.type]))).toEqual({
      title: 'text',
      tags: 'tags',
      aliases: 'aliases',
      rating: 'number',
      done: 'checkbox',
      day: 'date',
      at: 'datetime',
      list: 'list',
      empty: 'text',
      map: 'unknown',
    })
  })

  it('refuses template placeholders as YAML, as Obsidian does: no tags, properties or links', () => {
    const source = '---\ndate: {{date}}\ntags: [template]\nup: "[[Index]]"\n---\nBody #inline'
    const note = parseNote(source)
    expect(note.frontMatterWarning).toMatch(/not valid YAML/)
    expect(note).toMatchObject({ tags: ['inline'], properties: [], links: [], aliases: [] })
    expect(editNote(source, { body: note.body, tags: note.tags })).toBe(source)
  })

  it('leaves the level and created date to the index when the file does not say them', () => {
    expect(parseNote('plain').consciousnessLevel).toBeUndefined()
    expect(parseNote('plain').created).toBeUndefined()
  })
})

describe('editNote', () => {
  const source = [
    '---',
    '# written by hand',
    'aliases: [AI]',
    'cssclasses:',
    '  - wide   # plugin class',
    "title: 'Quoted title'",
    'tags:',
    '  - one',
    '  - Two',
    'excalidraw-plugin: parsed',
    '---',
    'Body [[Link]]',
    '',
  ].join('\n')

  it('changes only the body when only the body changed', () => {
    const edited = editNote(source, { body: 'New body\n', tags: ['one', 'two'] })
    expect(edited).toBe(source.replace('Body [[Link]]\n', 'New body\n'))
  })

  it('adds and removes tags in the list, every other property kept byte for byte', () => {
    const edited = editNote(source, { body: 'Body [[Link]]\n', tags: ['Two', 'three'] })
    expect(splitFrontMatter(edited).yaml).toBe(
      [
        '# written by hand',
        'aliases: [AI]',
        'cssclasses:',
        '  - wide   # plugin class',
        "title: 'Quoted title'",
        'tags:',
        '  - Two',
        '  - three',
        'excalidraw-plugin: parsed',
      ].join('\n'),
    )
  })

  it('writes the level only where the user keeps it, and new front matter only when needed', () => {
    expect(editNote('Plain\n', { body: 'Plain\n', consciousnessLevel: 'profound' })).toBe('Plain\n')
    expect(
      editNote('---\nconsciousnessLevel: basic\n---\nx', {
        body: 'x',
        consciousnessLevel: 'enhanced',
      }),
    ).toBe('---\nconsciousnessLevel: enhanced\n---\nx')
    expect(editNote('', { body: 'Hi\n', tags: ['a'] })).toBe('---\ntags:\n  - a\n---\nHi\n')
    expect(editNote('', { body: 'Hi\n', tags: [] })).toBe('Hi\n')
  })

  it('appends a property the front matter did not have, after the others', () => {
    expect(editNote('---\nweird:: key\n---\nx #b', { body: 'x #b', tags: ['a', 'b'] })).toBe(
      '---\nweird:: key\ntags:\n  - a\n---\nx #b',
    )
    expect(editNote('---\n---\nx', { body: 'x', title: 'A: title' })).toBe(
      '---\ntitle: "A: title"\n---\nx',
    )
  })

  it('keeps CRLF line ends', () => {
    const crlf = '---\r\ntags: [a]\r\nkeep: 1\r\n---\r\nBody'
    expect(editNote(crlf, { body: 'Body', tags: ['a'] })).toBe(crlf)
    expect(editNote(crlf, { body: 'Body', tags: ['a', 'b'] })).toBe(
      '---\r\ntags: [ a, b ]\r\nkeep: 1\r\n---\r\nBody',
    )
  })
})

// Front matter as people and plugins write it: any keys and values, several layouts, comments.
const yamlValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ minLength: 1 }), tie('value'), { maxKeys: 3 }),
  ),
}))
const frontMatterText = fc.oneof(
  fc
    .tuple(
      fc.dictionary(fc.string({ minLength: 1 }), yamlValue.value, { maxKeys: 6 }),
      fc.boolean(),
      fc.constantFrom<'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL'>(
        'PLAIN',
        'QUOTE_DOUBLE',
        'QUOTE_SINGLE',
        'BLOCK_LITERAL',
      ),
      fc.array(
        fc.string().map((text) => `# ${text.replace(/[\r\n]/g, ' ')}`),
        { maxLength: 2 },
      ),
    )
    .map(([data, flow, defaultStringType, comments]) =>
      [
        ...comments,
        stringify(data, { collectionStyle: flow ? 'flow' : 'block', defaultStringType }),
      ].join('\n'),
    ),
  fc.string(),
)

describe('read → save without edits', () => {
  it('leaves the file byte-identical for arbitrary front matter and bodies', () => {
    fc.assert(
      fc.property(
        frontMatterText,
        fc.string(),
        fc.constantFrom('\n', '\r\n'),
        (yaml, body, newline) => {
          const source = `---${newline}${yaml.replace(/\r?\n$/, '')}${newline}---${newline}${body}`
          const note = parseNote(source)
          const edited = editNote(source, {
            body: note.body,
            tags: note.tags,
            consciousnessLevel: note.consciousnessLevel,
            title: note.title,
          })
          expect(edited).toBe(source)
        },
      ),
      { numRuns: 300 },
    )
  }, 60_000)
})
