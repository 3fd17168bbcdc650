import { config } from 'zod';

// zod compiles a faster parser for each object schema with `new Function` unless told not to. The
// admin's Content-Security-Policy allows no eval, so every attempt is refused and reported by the
// browser; this runs before any schema is made.
config({ jitless: true });
