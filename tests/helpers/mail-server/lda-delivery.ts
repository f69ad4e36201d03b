import { spawn } from 'node:child_process';

const LDA = '/usr/lib/dovecot/dovecot-lda';

/**
 * Hands one message to `dovecot-lda` for a user, as an MTA does: it looks the user up in Dovecot's userdb and
 * writes the message into their INBOX. Rejects with LDA's exit code (67: no such user, 75: try later) and stderr.
 */
export function deliverWithLda(config: string, user: string, from: string, message: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const lda = spawn(LDA, ['-c', config, '-d', user, '-f', from], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    lda.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    lda.once('error', reject);
    lda.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`dovecot-lda exited ${code}: ${stderr.trim()}`)),
    );
    lda.stdin.end(message);
  });
}
