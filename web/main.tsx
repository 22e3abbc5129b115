import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { DialogProvider } from './shell/dialogs.js';
import { FatalErrorBoundary } from './shell/FatalErrorBoundary.js';
import { SessionProvider } from './shell/session.js';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FatalErrorBoundary>
      <SessionProvider>
        <DialogProvider>
          <App />
        </DialogProvider>
      </SessionProvider>
    </FatalErrorBoundary>
  </StrictMode>,
);
