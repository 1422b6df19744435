/**
 * A browser turns whatever is set as a select's value into text, so `select.value = 5` picks the
 * option "5"; happy-dom compares without converting and picks none. React Hook Form sets numbers
 * (valueAsNumber fields), so a form that resets a select needs the browser's behaviour here too.
 */
export function setSelectValuesAsText(): void {
  const value = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value');
  const set = value?.set;
  if (!value || !set) throw new Error('HTMLSelectElement has no value setter to wrap.');
  Object.defineProperty(HTMLSelectElement.prototype, 'value', {
    ...value,
    set(this: HTMLSelectElement, next: unknown) {
      set.call(this, String(next));
    },
  });
}
