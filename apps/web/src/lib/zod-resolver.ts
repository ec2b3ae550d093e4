import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod/v4/core';

/*
 * The zod resolver every form of the portal uses (react-hook-form's, unchanged). Importing it from
 * here sets zod's `jitless` option first: by default zod's first parse of an object probes whether
 * it may compile code (`new Function`), which the portal's Content-Security-Policy forbids
 * (`script-src 'self'`). The probe's error is caught, but the browser still reports the attempt as
 * a violation on every page with a form, and spends the time to do so. Without it zod validates
 * the same way, by interpreting the schema. ESLint forbids importing the resolver from anywhere else.
 */
config({ jitless: true });

export { zodResolver };
