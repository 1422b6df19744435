// A little smaller on the narrowest phones, where the account button floats beside it.
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 font-display text-xl font-semibold text-iris-11 min-[380px]:text-2xl">
      <svg viewBox="0 0 32 32" className="size-7 min-[380px]:size-8" aria-hidden="true">
        <path fill="var(--iris-9)" d="M16 2 4 6.5v8.2C4 22.3 9.2 28 16 30c6.8-2 12-7.7 12-15.3V6.5z" />
        <path fill="#fff" d="M16 22.5s-6-3.6-6-7.8A3.3 3.3 0 0 1 16 13a3.3 3.3 0 0 1 6 1.7c0 4.2-6 7.8-6 7.8z" />
      </svg>
      SafeSteps
    </span>
  );
}
