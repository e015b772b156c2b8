import { MEETING_CONTENT_MAX_BYTES, MEETING_MAX_SEQUENCES } from '@ordo/contract';
import { AppError } from '../../http/app-error.ts';

/** 413 past 200,000 bytes of UTF-8, 400 past 2,000 sequences (DESIGN §9, issue 6). */
export function checkContentLimits(content: string, sequenceCount: number): void {
  if (Buffer.byteLength(content, 'utf8') > MEETING_CONTENT_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The agenda is larger than ${MEETING_CONTENT_MAX_BYTES} bytes`,
    );
  }
  if (sequenceCount > MEETING_MAX_SEQUENCES) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The agenda has more than ${MEETING_MAX_SEQUENCES} sequences`,
      {
        issues: [{ path: 'content', message: `has more than ${MEETING_MAX_SEQUENCES} sequences` }],
      },
    );
  }
}
