import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CastViewer } from './CastViewer.js';
import { readViewerQuery } from './viewer-query.js';
import '../ui/tokens.css';
import '../ui/components.css';
import '../../plugins/casts/web/cast.css';
import './viewer.css';

// The light cast entry: no editor, no router, no session; just the cast the address names.
const root = document.getElementById('cast-root')!;
const query = readViewerQuery(location);
createRoot(root).render(<StrictMode>{query ? <CastViewer query={query} root={root} /> : <p role="alert">This address is not a cast.</p>}</StrictMode>);
