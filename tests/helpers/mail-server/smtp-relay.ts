import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { deliverWithLda } from './lda-delivery.ts';

export const MAIL_DOMAIN = 'mail.test';

/** The test user an address names, when it is one of ours. */
const userOf = (address: SMTPServerAddress, users: Record<string, string>): string | undefined => {
  const [local, domain] = address.address.toLowerCase().split('@');
  return domain === MAIL_DOMAIN && local && local in users ? local : undefined;
};

/**
 * The harness's SMTP server: plain SMTP on 127.0.0.1 (no TLS), AUTH PLAIN/LOGIN required with a test user's
 * password, recipients only at mail.test, and each message handed to `dovecot-lda` for each recipient before
 * the server answers 250, so a sent message is in the INBOX when the sender's `sendMail` resolves.
 */
export async function startSmtpRelay(
  users: Record<string, string>,
  ldaConfig: string,
): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    logger: false,
    secure: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username && users[auth.username] !== undefined && users[auth.username] === auth.password)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (userOf(address, users)) callback();
      else callback(Object.assign(new Error(`No such user here: ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = Buffer.concat(chunks);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const recipients = session.envelope.rcptTo.map((r) => userOf(r, users)!);
        Promise.all(recipients.map((user) => deliverWithLda(ldaConfig, user, from, message))).then(
          () => callback(),
          (err: Error) => callback(Object.assign(err, { responseCode: 451 })),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return { server, port: (server.server.address() as AddressInfo).port };
}
