import type { TrashEntry } from '@ordo/contract';

/** What the browser keeps of unsaved work, so a reload or a crash loses nothing typed. */
export type Backup = {
  baseVersion: number;
  baseContent: string;
  content: string;
  fridge: string[];
  trash: TrashEntry[];
};

const key = (uuid: string) => `ordo.meeting.${uuid}`;

export const localBackup = {
  read(uuid: string): Backup | null {
    try {
      const raw = localStorage.getItem(key(uuid));
      return raw ? (JSON.parse(raw) as Backup) : null;
    } catch {
      return null;
    }
  },
  write(uuid: string, backup: Backup): void {
    try {
      localStorage.setItem(key(uuid), JSON.stringify(backup));
    } catch {
      // Storage full or refused: the server copy remains the safety net.
    }
  },
  clear(uuid: string): void {
    try {
      localStorage.removeItem(key(uuid));
    } catch {
      // Nothing to clear.
    }
  },
};
