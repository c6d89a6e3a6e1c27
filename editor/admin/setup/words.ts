/**
 * What the setup page says besides the gateway's report. Its troubles are in docs/hosting.md's runbook,
 * with their causes (__tests__/runbook.test.ts).
 */
export const SETUP_TROUBLE = {
  notChecked: (why: string) => `The settings could not be checked: ${why}`,
  siteAnswered: (status: number) => `The site answered ${status}.`,
  notMade: "The App was not made",
  waitForChecks: "Wait for the checks above, then try again.",
  organization: "Type the organization's name as GitHub shows it.",
  notSentBack: "This page was not sent back by the App made here: make the App again.",
};

export const SETUP_WORDS = {
  ...SETUP_TROUBLE,
  checking: "Checking...",
  allFine: "Everything the site can check is set up.",
  toFix: (count: number) => `${count} ${count === 1 ? "setting needs" : "settings need"} fixing, in the order below.`,
  appIsSet: "The App is set up. Make another only to replace it, then uninstall and delete the old one on GitHub.",
  madeHeading: "Your new App",
  made: (id: number) => `The App is made. Its ID is ${id}. Its private key is below: this page shows it once, and keeps it nowhere.`,
  pasteBoth: (where: string) =>
    `In ${where}: add GITHUB_APP_ID with the ID above, and GITHUB_APP_PRIVATE_KEY, as a secret, with the whole key. Do it before you leave this page.`,
  install: "Install the App on the site's repository: choose Only select repositories, then the site's repository alone.",
  again: "Come back to this page and press Check again.",
};
