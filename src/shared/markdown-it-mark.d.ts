// markdown-it-mark ships no types: it is a markdown-it plugin taking no options.
declare module 'markdown-it-mark' {
  import type { PluginSimple } from 'markdown-it'
  const mark: PluginSimple
  export default mark
}
