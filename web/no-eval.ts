import { z } from 'zod';

// The content security policy lets no script evaluate strings (server/http/security-headers.ts). zod would
// probe whether it may (`Function('')`, to compile its object parsers) and the browser reports each probe
// as a violation; told it may not, it parses the way the policy leaves it anyway.
z.config({ jitless: true });
