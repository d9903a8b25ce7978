// The journeys drive Debian's headless Chromium; no test tool may download a browser of its own.
import fs from 'node:fs';
import { CHROMIUM_PATH } from './support/browser.ts';

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(
    `\nNo Chromium at ${CHROMIUM_PATH}.\n` +
      'Install it with: sudo apt-get install -y chromium-headless-shell fonts-noto-cjk\n' +
      '(or run bash .ci/run, which installs both), then run the tests again.\n',
  );
  process.exit(1);
}
