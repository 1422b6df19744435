export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-iris-5 border-t-iris-9" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
