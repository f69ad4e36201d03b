import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../db/client.ts';
import { koxSandboxMessages } from '../../db/schema/index.ts';
import { smtpServerClass } from '../mail-packages.ts';

/** Sandbox addresses end here: `.invalid` never resolves (RFC 2606), so nothing can leave by mistake. */
export const SANDBOX_DOMAIN = 'booster-sandbox.invalid';
/** 50 MB of attachments (spec §5) grow by a third in base64, plus the text and headers. */
const MAX_MESSAGE_BYTES = 80 * 1024 * 1024;

export interface SandboxMailServer {
  host: '127.0.0.1';
  port: number;
  /** The SMTP login of a user's sandbox: their id and a password derived from this server's secret. */
  loginOf(userId: string): { user: string; pass: string };
  close(): Promise<void>;
}

/**
 * The sandbox mailbox's SMTP side (decision "Sandbox mailbox"): a real SMTP server on 127.0.0.1, so sending
 * through the sandbox is the same nodemailer path as through a provider; what it receives is kept in
 * `kox_sandbox_messages` for the user who signed in. Credentials are per user and per server start.
 */
export async function startSandboxMailServer(db: Db): Promise<SandboxMailServer> {
  const secret = randomBytes(32);
  const passOf = (userId: string) => createHmac('sha256', secret).update(userId).digest('base64url');
  const SMTPServer = await smtpServerClass();
  const server = new SMTPServer({
    logger: false,
    secure: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    size: MAX_MESSAGE_BYTES,
    onAuth(auth, _session, callback) {
      const expected = Buffer.from(passOf(auth.username ?? ''));
      const given = Buffer.from(auth.password ?? '');
      if (auth.username && given.length === expected.length && timingSafeEqual(given, expected))
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid sandbox login'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^message-id:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? null;
        db.insert(koxSandboxMessages)
          .values({
            userId: String(session.user),
            messageId,
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
          })
          .then(
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
  // It serves while the app does; it must not keep a test process or a stopping server alive.
  server.server.unref();
  return {
    host: '127.0.0.1',
    port: (server.server.address() as AddressInfo).port,
    loginOf: (userId) => ({ user: userId, pass: passOf(userId) }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const servers = new WeakMap<Db, Promise<SandboxMailServer>>();

/** One sandbox server per database (an app), started on its first use, never at start-up. */
export function sandboxMailServer(db: Db): Promise<SandboxMailServer> {
  let server = servers.get(db);
  if (!server) {
    server = startSandboxMailServer(db);
    server.catch(() => servers.delete(db));
    servers.set(db, server);
  }
  return server;
}
