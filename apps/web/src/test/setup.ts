import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => {};

// Pages load lazily; on a busy two-core machine the first chunk can take seconds to arrive.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
