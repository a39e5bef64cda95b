// A page's first call started before the page renders: a deep link's page chunk starts it as it
// arrives (the entry loads that chunk before its first render, src/app/routes.ts loadFirstPage),
// so the answer is on its way while the shell renders (issue 20, LCP). The page takes it once, if
// it asks for the same thing within a few seconds; any other call goes out as usual.

const FRESH_MS = 10_000;

/** `call`, with a first call for `input` started now and handed to the first caller asking the same. */
export function earlyCall<I, O>(input: I, call: (input: I) => Promise<O>, now: () => number = Date.now): (input: I) => Promise<O> {
  const key = JSON.stringify(input);
  const startedAt = now();
  let early: Promise<O> | null = call(input);
  // Not taken (another page opened first): its failure is nobody's to report.
  early.catch(() => {});
  return (next) => {
    const taken = early !== null && now() - startedAt < FRESH_MS && JSON.stringify(next) === key ? early : null;
    early = null;
    return taken ?? call(next);
  };
}
