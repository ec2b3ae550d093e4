import { keepValuesTypedBeforeHydration } from './app/hydration';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

/*
 * The entry the HTML loads: a few hundred bytes. The page's HTML (a prerendered page, or the
 * portal's frame with 'Wait.. .') is painted first; only then does the app's JavaScript start
 * downloading (./start and the modules the page needs, all in parallel), so that the first paint
 * does not wait for it on a slow network and React's start-up is not in the way of that paint
 * (decision 0010, "The first paint before any script").
 */

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** The landing, login and public student form pages arrive prerendered (prerender.mjs): React hydrates them. */
const hydrate = document.body.dataset.prerendered === 'page';
// A person on a slow network may type into a prerendered form, or press its menu button, before
// React takes it over.
const typedBeforeHydration = hydrate ? keepValuesTypedBeforeHydration(container) : undefined;

/**
 * Resolves once the browser has painted the page as the HTML shows it: when the browser reports
 * the first contentful paint (its time is when the frame was shown, which comes after the next
 * animation frame: a request started at that frame would still be counted as coming before the
 * paint), or, where paint timing is missing, in the task after the next frame. A hidden tab
 * paints no frames, so there it resolves at once; and at most after 250 ms whatever happens.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = window.setTimeout(done, 250);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
      return;
    }
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });
  });
}

/** How many of the page's modules the entry asks for in one task (see preloadPageModules). */
const PRELOADS_PER_TASK = 4;

/**
 * The modules this page needs besides the app itself (its route module on a prerendered page,
 * the route loaders on the frame of a deep link), listed by apps/web/prerender.mjs in
 * `<body data-modules>`: they download together with the app. A deep link's frame lists about
 * twenty; starting a request costs the main thread about a millisecond (more on a phone), so they
 * are asked for a few at a time, each few in a task of its own: asked for all at once, they made
 * one task long enough to block a phone for a quarter of a second (decision 0010).
 */
async function preloadPageModules(): Promise<void> {
  const modules = (document.body.dataset.modules ?? '').split(' ').filter(Boolean);
  for (let first = 0; first < modules.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const href of modules.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.append(link);
    }
  }
}

/**
 * Lets the browser run what is waiting (input, painting) before going on, in a new task. (The
 * app's modules have lib/next-task.ts; the entry's chunk imports none of them.)
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

void afterFirstPaint().then(async () => {
  await preloadPageModules();
  await nextTask();
  const app = import('./start');
  // React DOM is evaluated in a task of its own, before the app's modules are: on a phone, the
  // two together block the page for a quarter of a second.
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await app;
  startApp(container, hydrate, typedBeforeHydration);
});
