/**
 * `node --import tsx apps/server/src/test/mail-catcher.ts`: the end-to-end suite's mailbox. A
 * real SMTP server on MAIL_CATCHER_SMTP_PORT (the e2e server's SMTP_URL points at it) and, on
 * MAIL_CATCHER_HTTP_PORT, `GET /mail?to=<address>` → `{ subject, text }` of the newest mail to
 * that address (404 while there is none), so a browser journey can open the link a person
 * would click. `GET /healthz` tells Playwright it is up. Loopback only; test use only.
 */
import { createServer } from 'node:http';
import { startSmtpInbox } from './smtp-inbox.ts';

const port = (name: string) => {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a port number`);
  return value;
};

const inbox = await startSmtpInbox(port('MAIL_CATCHER_SMTP_PORT'));

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/healthz') return send(200, { ok: true });
  const to = url.searchParams.get('to');
  if (url.pathname !== '/mail' || !to) return send(404, { code: 'NOT_FOUND' });
  // `received` keeps every mail, oldest first (only `mailTo` takes them out, never called here).
  const mail = inbox.received.findLast((item) => item.to.includes(to));
  if (!mail) return send(404, { code: 'NO_MAIL' });
  return send(200, { subject: mail.subject, text: mail.text });
});
http.listen(port('MAIL_CATCHER_HTTP_PORT'), '127.0.0.1');

const stop = () => {
  http.close();
  void inbox.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
