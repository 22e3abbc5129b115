import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Called once, here; every schema module imports `z` from this file so `.openapi()` is always available.
extendZodWithOpenApi(z);

export { z };
