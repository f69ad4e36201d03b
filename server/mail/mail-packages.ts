/**
 * The mail packages, loaded on first use. With what they pull in (character-set tables, HTML parsers) they were
 * two thirds of the server's code, parsed and run at every start of a server that may never send or read a mail
 * (decision 168).
 */
export const nodemailerPackage = async () => (await import('nodemailer')).default;
export const imapFlowClass = async () => (await import('imapflow')).ImapFlow;
export const simpleParserFunction = async () => (await import('mailparser')).simpleParser;
export const smtpServerClass = async () => (await import('smtp-server')).SMTPServer;
