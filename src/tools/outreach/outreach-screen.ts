/**
 * The screen the outreach cards open for a project's e-mails, with its panel param `project`. The outreach
 * screen (`kox-outreach`, branch outreach-ui) is not merged yet: until it is, the project's detail screen.
 */
export const OUTREACH_SCREEN = 'kox-project-detail';
