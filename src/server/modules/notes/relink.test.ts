import { describe, expect, it } from 'vitest'
import { relinkText } from './relink'

const rename = { from: 'Folder/Old name.md', to: 'Folder/New name.md' }
const leads = (linkPath: string) =>
  [
    'old name',
    'folder/old name',
    'old name.md',
    'folder/old name.md',
    './old name',
    '../folder/old name.md',
  ].includes(linkPath.toLowerCase())

describe('relinkText', () => {
  it('rewrites every form of link to the note and keeps every other byte', () => {
    const source = [
      '---',
      'up: "[[Old name]]"',
      "list: ['[[Folder/Old name|x]]', '[[Other]]']",
      '---',
      'A [[Old name]], [[Old name#Part|shown]], ![[Old name#^block]], [[Other]].',
      '| a | b |',
      '|---|---|',
      '| [[Old name\\|cell]] | [md](Old%20name.md#Sec "t") |',
      '',
      '[angled](<Folder/Old name.md>) [rel](../Folder/Old%20name.md) `[[Old name]]`',
      '```',
      '[[Old name]]',
      '```',
      '[[ old name ]] [web](https://x/Old%20name.md)',
      '<!-- - [[Old name]]: sponsor ^id-->',
    ].join('\r\n')
    const { text, changed } = relinkText(source, 'Elsewhere/Linker.md', rename, leads, true)
    expect(text).toBe(
      [
        '---',
        'up: "[[New name]]"',
        "list: ['[[Folder/New name|x]]', '[[Other]]']",
        '---',
        'A [[New name]], [[New name#Part|shown]], ![[New name#^block]], [[Other]].',
        '| a | b |',
        '|---|---|',
        '| [[New name\\|cell]] | [md](New%20name.md#Sec "t") |',
        '',
        '[angled](<Folder/New name.md>) [rel](../Folder/New%20name.md) `[[Old name]]`',
        '```',
        '[[Old name]]',
        '```',
        '[[ New name ]] [web](https://x/Old%20name.md)',
        '<!-- - [[New name]]: sponsor ^id-->',
      ].join('\r\n'),
    )
    expect(changed).toBe(11)
  })

  it('writes the full path when the new name is not unique in the vault', () => {
    expect(relinkText('[[Old name]]', 'Linker.md', rename, leads, false).text).toBe(
      '[[Folder/New name]]',
    )
  })
})
