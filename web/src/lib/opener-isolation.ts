import { NOT_ISOLATED_META } from '@contract/routes.ts';

/**
 * False on a prerendered page that reached a browser without a session, and so without opener
 * isolation (decision 010): such a document must not go on to show anything private.
 */
export function isOpenerIsolated(): boolean {
  const mark = document.querySelector<HTMLMetaElement>(`meta[name="${NOT_ISOLATED_META.name}"]`);
  return mark?.content !== NOT_ISOLATED_META.content;
}
