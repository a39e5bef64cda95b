// Reading an invoked actor's done or error event in a guard or action declared in setup(): XState
// types `event` there as the machine's own event union, so the actor's output or error has to be
// read through one cast. These two functions are that cast, once; the machines name what they read.

/** The output of the actor's done event (`xstate.done.actor.*`). */
export function doneOutput<T>(event: unknown): T {
  return (event as { output: T }).output;
}

/** The error of the actor's error event (`xstate.error.actor.*`). */
export function actorError(event: unknown): unknown {
  return (event as { error?: unknown }).error;
}

/** The HTTP status of the actor's error, when the error carries one. */
export function errorStatus(event: unknown): unknown {
  const error = actorError(event);
  return error !== null && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
}
