/** Meetings remembered at most; forgetting them all only lets one older state through. */
const MEETINGS_LIMIT = 10_000;

/**
 * The position of the newest state this process sent to each meeting's devices, so that it
 * never sends one older after it. States reach a process in the order they were committed
 * when they come from its own commands (a meeting's commands wait in one lane), but not when
 * two processes apply commands of one meeting: the second may commit just after the first and
 * send its state to its own devices at once, while the first's state still crosses Redis. Each
 * state is a whole snapshot, so dropping the older one loses nothing.
 *
 * @example
 * const order = stateOrder();
 * order.admit(meetingId, 7); // true: send it
 * order.admit(meetingId, 6); // false: 7 went out already
 */
export function stateOrder() {
  const sent = new Map<string, number>();
  return {
    /** True, remembering it, when a state at `position` is newer than any sent for the meeting. */
    admit(meetingId: string, position: number): boolean {
      const last = sent.get(meetingId);
      if (last !== undefined && position <= last) return false;
      if (sent.size >= MEETINGS_LIMIT) sent.clear();
      sent.set(meetingId, position);
      return true;
    },
  };
}
