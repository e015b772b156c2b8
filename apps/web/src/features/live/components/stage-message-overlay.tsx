import type { RunStateBody } from '@ordo/contract';
import classes from './stage-message.module.css';

type StageMessageOverlayProps = {
  message: RunStateBody['message'];
  /** Covers its positioned parent (the default) or sits in the flow as a banner. */
  inline?: boolean;
};

/**
 * The facilitator's message over the countdown. A flashing one blinks with a CSS animation,
 * which becomes a steady outline for people who ask for reduced motion.
 */
export function StageMessageOverlay({ message, inline = false }: StageMessageOverlayProps) {
  if (!message) return null;
  const text = (
    <div
      className={classes.message}
      data-flash={message.flash || undefined}
      data-testid="stage-message"
      role="status"
    >
      {message.text}
    </div>
  );
  return inline ? text : <div className={classes.overlay}>{text}</div>;
}
