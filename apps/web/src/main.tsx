import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/tokens.css';
import './styles/global.css';
import { mountApp } from './app/mount';
import { setUpFonts } from './lib/fonts';
import { registerServiceWorkerWhenSignedIn } from './lib/service-worker';

setUpFonts();
registerServiceWorkerWhenSignedIn();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The app starts in a task of its own after the one that evaluated its modules: on a slow phone these are two tasks
// instead of one as long as both, and a page's blocking time counts each task's time beyond 50 ms
// (docs/decisions/0022-server-rendered-pages.md, seventh round).
setTimeout(() => mountApp(container), 0);
