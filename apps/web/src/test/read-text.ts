/**
 * Text as a person reads it: the no-break spaces the app writes inside durations ("1 h 30") and
 * before French punctuation ("Durée : 5 min") read as plain spaces, so tests can spell
 * expectations with ordinary ones.
 */
export function readText(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00A0\u202F]/g, ' ');
}
