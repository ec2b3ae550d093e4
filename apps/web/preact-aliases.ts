/**
 * Production builds render with Preact through its React-compatible layer: the same React
 * code and libraries, about 50 KB less JavaScript on the first load (GUIDE §6 budget).
 * See docs/decisions/0006-preact-compat-in-production.md.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
