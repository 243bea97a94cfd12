import { lazy, type ComponentType } from 'react';

/**
 * React.lazy whose code can be fetched ahead, and which renders at once when it has been: a plain
 * lazy component suspends on its first render even when its module is already there, so its
 * Suspense boundary shows the fallback, and React then holds the content back until 300 ms after
 * that fallback (its throttle of revealed content). On the dashboard opened directly that was a
 * quarter of a second with the code, the data and the texts all in (issue 14: the largest paint
 * on a phone). Once `preload()` has resolved, the component's loader answers synchronously (a
 * thenable that calls back at once, which React.lazy reads before suspending).
 */
export function preloadableLazy<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: M | undefined;
  const preload = (): Promise<M> =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => {
    if (loaded === undefined) return preload().then((module) => ({ default: pick(module) }));
    const ready = { default: pick(loaded) };
    // Called back at once: React.lazy finds the component resolved before it would suspend.
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  });
  return { Component, preload };
}
