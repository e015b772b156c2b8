import type { RunStateBody } from '@ordo/contract';
import classes from './stage-message.module.css';

/**
 * The facilitator's message as the stage shows it: a banner in the flow of the screen, beside
 * the countdown and never over it (the time left stays legible). A flashing one blinks its own
 * background only, with a CSS animation that becomes a steady outline for people who ask for
 * reduced motion. Its size comes from `--stage-message-size` (the cockpit's preview is small).
 */
export function StageMessage({ message }: { message: RunStateBody['message'] }) {
  if (!message) return null;
  return (
    <div
      className={classes.message}
      data-flash={message.flash || undefined}
      data-testid="stage-message"
      role="status"
    >
      {message.text}
    </div>
  );
}
