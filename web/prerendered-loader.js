// Starts the app on a prerendered page (scripts/build-web.ts puts it there, hashed, in place of
// index.html's module script). The page reads without its JavaScript, which only makes it
// interactive, so the code loads once the page has loaded and painted: until then the network
// carries the styles and fonts that the first paint needs.
(() => {
  const [entry, ...modules] = (document.currentScript?.dataset.modules ?? '').split(' ');
  let started = false;
  // Listed before the entry runs, so they load beside it and Vite's loader does not add them;
  // a few at a time, since each costs the main thread a little.
  const preload = (from) => {
    for (const href of modules.slice(from, from + 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + 4 < modules.length) setTimeout(() => preload(from + 4));
  };
  const start = () => {
    if (started || !entry) return;
    started = true;
    import(entry);
    preload(0);
  };
  // Once the page has loaded (styles and fonts in) and its first contentful paint is on screen.
  const painted = new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) resolve();
    else if (performance.getEntriesByName('first-contentful-paint').length > 0) resolve();
    else {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    }
  });
  const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  Promise.all([painted, loaded]).then(() => setTimeout(start));
  // Someone who reaches for the page sooner gets its code at once.
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    addEventListener(type, start, { capture: true, once: true });
  // A stalled font must not keep the page from working.
  setTimeout(start, 3000);
})();
