/** Pages of our own (the demo checkout and portal) open in the app; Stripe's are a full redirect. */
export function followRedirect(url: string, navigate: (path: string) => void): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
  else window.location.assign(target.href);
}
