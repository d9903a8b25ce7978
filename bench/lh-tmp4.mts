import runLighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
for (let round = 0; round < 3; round++) for (const page of ['/main', '/show/1']) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const out = await runLighthouse(`http://127.0.0.1:8191${page}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    const a = out!.lhr.audits;
    const v = (id: string) => Math.round(a[id]?.numericValue ?? NaN);
    const m = (a['metrics']!.details as any).items[0];
    console.log(page, 'score', out!.lhr.categories.performance!.score, 'FCP', v('first-contentful-paint'), 'LCP', v('largest-contentful-paint'), 'TBT', v('total-blocking-time'), 'CLS', a['cumulative-layout-shift']!.numericValue, '| obs FCP', m.observedFirstContentfulPaint, 'DCL', m.observedDomContentLoaded, 'load', m.observedLoad);
  } finally { chrome.kill(); }
}
