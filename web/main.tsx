// First: configures what the rest imports under the content security policy.
import './no-eval.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { AssemblyContext } from './editor/assembly.js';
import { EditorAppContext } from './editor/editor-app.js';
import { registerFontFaces } from './fonts/font-faces.js';
import { editorAssembly } from './plugins.js';
import { startShellServices } from './shell/client-settings.js';
import { DialogProvider } from './ui/dialogs.js';
import { webEditorApp } from './shell/editor-app.js';
import { FatalErrorBoundary } from './shell/FatalErrorBoundary.js';
import { SessionProvider } from './shell/session.js';
import { ToastProvider } from './ui/Toast.js';
import { TooltipProvider } from './ui/Tooltip.js';
// The design system's tokens first: the app's own styles build on them.
import './ui/tokens.css';
import './ui/components.css';
import './styles.css';

void startShellServices();
registerFontFaces();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FatalErrorBoundary>
      <SessionProvider>
        <TooltipProvider>
          <ToastProvider>
            <DialogProvider>
              <AssemblyContext.Provider value={editorAssembly}>
                <EditorAppContext.Provider value={webEditorApp}>
                  <App />
                </EditorAppContext.Provider>
              </AssemblyContext.Provider>
            </DialogProvider>
          </ToastProvider>
        </TooltipProvider>
      </SessionProvider>
    </FatalErrorBoundary>
  </StrictMode>,
);
