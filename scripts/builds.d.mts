export type Build = { name: string; output: string; sources: string[]; workspace: string };
export const root: string;
export const builds: { web: Build; server: Build };
export function ensureBuilt(build: Build): boolean;
