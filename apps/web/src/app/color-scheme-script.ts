/**
 * Sets `data-mantine-color-scheme` before the first paint, as Mantine does once its script
 * runs: a visitor who chose dark never sees the page flash light. The text of an inline script
 * (it carries the response's nonce): the front door's prerender and the participants' page
 * (vite.config.ts) put it in their head.
 */
export const colorSchemeScript = `try{var s=localStorage.getItem('ordo.colorScheme');var d=s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.setAttribute('data-mantine-color-scheme',d?'dark':'light')}catch(e){}`;
