import { useCallback, useEffect, useRef, useState } from 'react';

type Callbacks<R> = { onSuccess?: (result: R) => void };

export type Action<V, R> = {
  mutate: (variables: V, callbacks?: Callbacks<R>) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
  /** What the last successful call returned. */
  data?: R;
};

/**
 * A user's action on the participants' screens (find an event, enter a code): pending while it
 * runs, its failure kept to show until the next try or `reset`, its result in `data`. Only the latest call counts,
 * so an answer to an abandoned try never overwrites a newer one. `mutate` is stable.
 */
export function useAction<V, R>(run: (variables: V) => Promise<R>): Action<V, R> {
  const [state, setState] = useState<{ isPending: boolean; error: unknown; data?: R }>({
    isPending: false,
    error: null,
  });
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const call = useRef(0);
  const mutate = useCallback((variables: V, callbacks?: Callbacks<R>) => {
    const id = ++call.current;
    setState((previous) => ({ ...previous, isPending: true, error: null }));
    latest.current(variables).then(
      (result) => {
        if (id !== call.current) return;
        setState({ isPending: false, error: null, data: result });
        callbacks?.onSuccess?.(result);
      },
      (error: unknown) => {
        if (id === call.current) setState((previous) => ({ ...previous, isPending: false, error }));
      },
    );
  }, []);
  const reset = useCallback(() => {
    call.current += 1;
    setState({ isPending: false, error: null });
  }, []);
  return { ...state, mutate, reset };
}
