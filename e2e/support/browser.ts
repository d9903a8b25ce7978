/**
 * The browser every journey drives: Debian's headless Chromium (package `chromium-headless-shell`), the same Blink as
 * the full browser without its windowing parts. The journeys use the machine's CPU to the full, and the full browser
 * in headless mode took about a third more of it (docs/decisions/0014-ci-time.md). `CHROMIUM_PATH` names another
 * build, such as `/usr/bin/chromium`. No test tool downloads a browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
