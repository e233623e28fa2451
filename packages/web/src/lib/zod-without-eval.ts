import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may. The Content-Security-Policy forbids
// eval (no 'unsafe-eval', docs/adr/0015), and even zod's probe for it reports a violation, so the
// console tells zod not to try, before anything parses. (`config`, not `z.config`: the build
// treats every `z.…` call as pure and would drop it, see vite.config.ts.)
config({ jitless: true });
