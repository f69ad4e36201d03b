/** The markers the sandbox puts in every simulated mail's text (server/domains/kox-replies/simulated-mail.ts). */
const MARKERS = ['[Simulated creator reply', '[模拟的达人回复', '(simulated)'];

export const isSimulated = (text: string) => MARKERS.some((m) => text.includes(m));
