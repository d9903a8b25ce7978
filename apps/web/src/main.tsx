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
mountApp(container);
