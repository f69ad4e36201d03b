/** The screen the outreach cards open for a project's e-mails, with its panel param `project`. */
export const OUTREACH_SCREEN = 'kox-outreach';
