// First: the flag applies to everything the server's code allocates.
import '#src/v8-flags.ts';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { serve } from '#src/serve.ts';

const config = loadConfig();
await serve(await buildApp(config), config);
