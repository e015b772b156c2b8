/** A meeting's tabs (SPEC §2) and their addresses (DESIGN §9: Sequences and Edit are ?tab=). */
export const meetingTabs = [
  { value: 'prepare', path: '' },
  { value: 'sequences', path: '?tab=sequences' },
  { value: 'edit', path: '?tab=edit' },
  { value: 'setup', path: '/setup' },
  { value: 'share', path: '/share' },
  { value: 'stats', path: '/stats' },
] as const;

export type MeetingTab = (typeof meetingTabs)[number]['value'];

/** Which tab a meeting URL shows. */
export function meetingTabOf(pathname: string, tab: string | null): MeetingTab {
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (last === 'setup' || last === 'share' || last === 'stats') return last;
  return tab === 'sequences' || tab === 'edit' ? tab : 'prepare';
}
