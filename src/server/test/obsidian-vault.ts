import fs from 'node:fs'
import path from 'node:path'

/**
 * A vault shaped like real ones (nested folders, duplicate file names, tables with aliased
 * links, image and PDF embeds, front matter from popular plugins, block references, unicode
 * names, front matter that is not YAML), written into `dir/name`. Returns the files' text.
 */
export function writeObsidianVault(dir: string, name = 'shapes') {
  const files: Record<string, string> = {
    'Home.md': [
      '---',
      'aliases: [Start page]',
      'cssclasses: [wide]',
      'permalink: home',
      '---',
      '# Home',
      '',
      'See [[Note A]], [[note a|shown text]], [[Note A#Heading]] and [[Note A#^block1]].',
      'Paths: [[Projects/Plan]], [[Plan.md]], [[Deep/Note B]], [[Templates]].',
      'Embeds: ![[diagram.png]] ![[manual.pdf#page=2]] [[manual.pdf]] ![[missing.png]].',
      'By alias: [[AI]]. Unicode: [[ノート]] and [[café]]. Broken: [[Ghost]].',
      '',
      '| Note | Picture |',
      '| --- | --- |',
      '| [[Deep/Note B\\|B]] | ![[diagram.png\\|100]] |',
      '',
      'Not links: `[[In code]]` %% [[Commented]] %%',
      '```',
      '[[In fence]]',
      '```',
      '#Research #area/sub',
    ].join('\n'),
    'Note A.md': [
      '---',
      'tags:',
      '  - Reading',
      'date: "<% tp.date.now(\'YYYY-MM-DD\') %>"',
      'rating: 4 # Dataview field',
      'status:: not front matter',
      '---',
      '## Heading',
      'A paragraph to point at. ^block1',
      '',
      'Back to [[Home]].',
    ].join('\n'),
    'Deep/Note B.md': 'Links up to [[Note A]] and beside to [[Plan]].\n',
    'Projects/Plan.md': 'The plan. [[Plan]] links to itself.\n',
    'Archive/Projects/Plan.md': 'An old plan with the same name.\n',
    'Templates.md': 'Root templates.\n',
    'Plugins/Templates.md': 'Templates plugin.\n',
    'Plugins/Core plugins.md': 'See [[Templates]] in this folder.\n',
    'Other/Elsewhere.md': 'See [[Templates]] (the shortest path) and [[Archive/Projects/Plan]].\n',
    'Artificial intelligence.md':
      '---\naliases:\n  - AI\n  - Machine intelligence\n---\nAbout AI.\n',
    'Drawing.excalidraw.md': [
      '---',
      'excalidraw-plugin: parsed',
      'tags: [excalidraw]',
      '---',
      '==⚠  Switch to EXCALIDRAW VIEW in the MORE OPTIONS menu of this document. ⚠==',
      '',
      '# Text Elements',
      'Embedded: ![[diagram.png]] and [[Home]]',
    ].join('\n'),
    '日本語/ノート.md': '日本語のノート。[[Home]] #日本語\n',
    'Café.md': 'Un café. [[Home|Accueil]]\n',
    'Broken front matter.md': '---\ntags: [unclosed\n: : nope\n---\nStill linked to [[Note A]].\n',
    'assets/diagram.png': '\u0089PNG fake image bytes',
    'docs/manual.pdf': '%PDF-1.4 fake',
    '.obsidian/app.json': '{}',
  }
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dir, name, file)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    fs.writeFileSync(full, text)
  }
  return files
}
