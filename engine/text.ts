/** The text with its first letter in capitals: an option or a label that starts a line. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
