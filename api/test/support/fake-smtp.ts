import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent in DATA. */
  data: string;
}

/** A minimal SMTP server on 127.0.0.1 (random port): enough of RFC 5321 for nodemailer, no TLS, no auth. */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  let refuse = false;
  const server = createServer((socket: Socket) => {
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (verb === 'MAIL') {
          if (refuse) socket.write('451 4.3.0 try again later\r\n');
          else {
            mail.from = line.replace(/^MAIL FROM:\s*<?([^>\s]*)>?.*$/i, '$1');
            socket.write('250 OK\r\n');
          }
        } else if (verb === 'RCPT') {
          mail.to.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, '$1'));
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseMail(value: boolean) {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
