import { Copy } from 'lucide-react';
import { IconButton } from '../ui/Button.js';
import { useToast } from '../ui/Toast.js';

/** A freshly made API key, shown this once (only its hash is stored), with a copy button. */
export function ShownKey({ label, apiKey }: { label: string; apiKey: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      toast({ title: 'API key copied', tone: 'success' });
    } catch (error) {
      toast({ title: 'The API key could not be copied', description: (error as Error).message, tone: 'error' });
    }
  };
  return (
    <span className="admin-key">
      <code aria-label={label}>{apiKey}</code>
      <IconButton icon={Copy} label="Copy API key" size="sm" onClick={() => void copy()} />
    </span>
  );
}
