import { describe, expect, it } from 'vitest';
import { connectionFailureOf, failureDetailOf } from '../../../server/mail/connection-failure.ts';

/* The reasons the harness cannot provoke cheaply (DNS, a silent server), from the errors the libraries raise. */

const error = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? '')), fields);

describe('connection failure reasons', () => {
  it('reads an unknown host from nodemailer’s EDNS and imapflow’s getaddrinfo errors', () => {
    expect(
      connectionFailureOf(error({ code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.example.invalid' })),
    ).toBe('host_not_found');
    expect(connectionFailureOf(error({ code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND x' }))).toBe(
      'host_not_found',
    );
    expect(connectionFailureOf(error({ code: 'EAI_AGAIN', message: 'getaddrinfo EAI_AGAIN x' }))).toBe(
      'host_not_found',
    );
  });

  it('reads a timeout from nodemailer’s ETIMEDOUT and imapflow’s ETIMEOUT', () => {
    expect(connectionFailureOf(error({ code: 'ETIMEDOUT', message: 'Greeting never received' }))).toBe(
      'timeout',
    );
    expect(connectionFailureOf(error({ code: 'ETIMEOUT', message: 'Socket timeout' }))).toBe('timeout');
  });

  it('keeps anything else as other, with the server’s words', () => {
    const err = error({ code: 'EENVELOPE', response: '554 5.7.1 Service unavailable; client host blocked' });
    expect(connectionFailureOf(err)).toBe('other');
    expect(failureDetailOf(err)).toBe('554 5.7.1 Service unavailable; client host blocked');
  });
});
