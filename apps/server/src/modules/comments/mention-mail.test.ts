import { describe, expect, it } from 'vitest';
import { mentionMail } from './mention-mail.ts';

const mail = {
  to: 'eddie@example.com',
  author: 'Olivia',
  meeting: 'Retro <script>',
  sequence: null,
  body: 'Look at <b>this</b>\nand that',
  url: 'https://ordo.example.org/user/meeting/1',
  brand: 'Ordo',
};

describe('the e-mail to someone @mentioned', () => {
  it('quotes the comment as text and never lets its markup into the HTML', () => {
    const message = mentionMail(mail, 'en');
    expect(message.subject).toBe('Olivia mentioned you in "Retro <script>"');
    expect(message.text).toContain('> Look at <b>this</b>\n> and that');
    expect(message.html).toContain('Look at &lt;b&gt;this&lt;/b&gt;');
    expect(message.html).not.toContain('<script>');
  });
  it('speaks French to a French reader', () => {
    expect(mentionMail(mail, 'fr').text).toContain('Olivia vous a mentionné dans un commentaire');
  });
});
