import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useDialogs } from '../ui/dialogs.js';
import { Button } from '../ui/Button.js';
import { useToast } from '../ui/Toast.js';
import { rotateAccountKey } from './account-api.js';
import { rememberShownApiKey, shownApiKey } from './shown-api-key.js';

/**
 * The account's API key: the server stores only its hash, so the key is shown once, right after Rotate
 * (with Copy); before that the field says how to get one.
 */
export function ApiKeyField() {
  const dialogs = useDialogs();
  const toast = useToast();
  const [key, setKey] = useState<string | undefined>(shownApiKey);
  const [rotating, setRotating] = useState(false);
  const rotate = async () => {
    const accepted = await dialogs.confirm({
      title: 'Rotate API key',
      message: 'Rotate the API key? Scripts using the current key stop working at once.',
      acceptText: 'Rotate',
      negative: true,
    });
    if (!accepted) return;
    setRotating(true);
    try {
      const rotated = await rotateAccountKey();
      rememberShownApiKey(rotated);
      setKey(rotated);
    } catch (error) {
      await dialogs.alert({ message: `The API key could not be rotated: ${(error as Error).message}` });
    } finally {
      setRotating(false);
    }
  };
  const copy = async () => {
    if (!key) return;
    try {
      await navigator.clipboard.writeText(key);
      toast({ title: 'API key copied', tone: 'success' });
    } catch {
      toast({ title: 'Could not copy: select the key and copy it by hand', tone: 'error' });
    }
  };
  return (
    <div className="api-key">
      {key ? (
        <>
          <code className="api-key-value" aria-label="API key">
            {key}
          </code>
          <Button size="sm" icon={Copy} onClick={() => void copy()}>
            Copy
          </Button>
        </>
      ) : (
        <span className="account-note">Hidden: a key is shown once, when it is created. Rotate to get a new one.</span>
      )}
      <Button size="sm" icon={RefreshCw} disabled={rotating} onClick={() => void rotate()}>
        {rotating ? 'Rotating...' : 'Rotate'}
      </Button>
      {key && <p className="account-note">Copy it now: it will not be shown again once you leave this tab.</p>}
    </div>
  );
}
