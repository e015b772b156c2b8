/**
 * Walks the lines of a text without building an array of them. Two `indexOf` cursors (one for
 * `\n`, one for `\r`) only ever move forward, so a whole text costs one pass at the speed of
 * the engine's native search, whatever mix of line breaks it has.
 */
export class LineScanner {
  private readonly text: string;
  private position = 0;
  private nextLf: number;
  private nextCr: number;
  private done = false;

  constructor(text: string) {
    this.text = text;
    this.nextLf = text.indexOf('\n');
    this.nextCr = text.indexOf('\r');
  }

  /**
   * The next line without its break, or `null` after the last one. Like
   * `text.split(/\r\n|\r|\n/)`: `'a\n'` gives `'a'` then `''`, and `''` gives `''`.
   *
   * @example new LineScanner('a\r\nb').next() // 'a'
   */
  next(): string | null {
    if (this.done) return null;
    const { text, position } = this;
    if (this.nextLf !== -1 && this.nextLf < position) this.nextLf = text.indexOf('\n', position);
    if (this.nextCr !== -1 && this.nextCr < position) this.nextCr = text.indexOf('\r', position);
    let end = this.nextLf;
    if (this.nextCr !== -1 && (end === -1 || this.nextCr < end)) end = this.nextCr;
    if (end === -1) {
      this.done = true;
      return text.slice(position);
    }
    const crlf = end === this.nextCr && text.charCodeAt(end + 1) === 10;
    this.position = end + (crlf ? 2 : 1);
    return text.slice(position, end);
  }
}
