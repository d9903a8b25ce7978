// The journeys drive Debian's Chromium; no test tool may download a browser of its own.
import fs from 'node:fs';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(browser)) {
  console.error(
    `\nNo Chromium at ${browser}.\n` +
      'Install it with: sudo apt-get install -y chromium fonts-noto-cjk\n' +
      '(or run bash .ci/run, which installs both), then run the tests again.\n',
  );
  process.exit(1);
}
