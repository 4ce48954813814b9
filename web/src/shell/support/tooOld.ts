// Set on <html> by the support script (support.ts) when the browser is below the supported
// minimum (docs/browsers.md#too-old): the app does not start on that page (main.tsx).
export const tooOldAttribute = 'data-browser-too-old';
