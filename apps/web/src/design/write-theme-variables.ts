// `npm run theme:css -w @ordo/web`: writes theme-variables.css from the theme (see theme-variables.ts).
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { themeVariablesCss } from './theme-variables.ts';

writeFileSync(
  new URL('./theme-variables.css', import.meta.url),
  await format(themeVariablesCss(), { parser: 'css' }),
);
