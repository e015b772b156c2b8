// The markdown-it plugins ship without types; each is a plain plugin function.
declare module 'markdown-it-mark' {
  import type { PluginSimple } from 'markdown-it';
  const mark: PluginSimple;
  export default mark;
}

declare module 'markdown-it-ins' {
  import type { PluginSimple } from 'markdown-it';
  const ins: PluginSimple;
  export default ins;
}
