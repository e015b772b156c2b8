/** What the client journey saw, for its test to check (journey.ts itself needs generated types). */
export type JourneyResult = {
  meetingId: string;
  publicStatus: string;
  finishedStatus: string;
  runs: number;
  sequenceTitles: string[];
  csv: string;
};
