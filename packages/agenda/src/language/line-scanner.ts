/**
 * Walks the lines of a text as index ranges, without cutting them out. Two `indexOf` cursors
 * (one for `\n`, one for `\r`) only ever move forward, so a whole text costs one pass at the
 * speed of the engine's native search, whatever mix of line breaks it has.
 */
export class LineScanner {
  /** The current line is `text.slice(start, end)`, without its break. */
  start = 0;
  end = 0;
  private readonly text: string;
  private position = 0;
  private nextLf: number;
  private nextCr: number;
  private done = false;

  /** `from` must be the start of a line: 0, or just after a line break. */
  constructor(text: string, from = 0) {
    this.text = text;
    this.position = from;
    this.nextLf = text.indexOf('\n', from);
    this.nextCr = text.indexOf('\r', from);
  }

  /**
   * Moves to the next line; false after the last one. Lines are those of
   * `text.split(/\r\n|\r|\n/)`: `'a\n'` has `'a'` then `''`, and `''` has one empty line.
   *
   * @example const lines = new LineScanner('a\r\nb'); lines.advance(); [lines.start, lines.end] // [0, 1]
   */
  advance(): boolean {
    if (this.done) return false;
    const { text, position } = this;
    if (this.nextLf !== -1 && this.nextLf < position) this.nextLf = text.indexOf('\n', position);
    if (this.nextCr !== -1 && this.nextCr < position) this.nextCr = text.indexOf('\r', position);
    let end = this.nextLf;
    if (this.nextCr !== -1 && (end === -1 || this.nextCr < end)) end = this.nextCr;
    this.start = position;
    if (end === -1) {
      this.done = true;
      this.end = text.length;
      return true;
    }
    this.end = end;
    const crlf = end === this.nextCr && text.charCodeAt(end + 1) === 10;
    this.position = end + (crlf ? 2 : 1);
    return true;
  }
}
