import { TriangleAlert } from 'lucide-react';

/** What a page shows when its data could not be loaded: the reason, in words. */
export function LoadFailed({ what, error }: { what: string; error: string }) {
  return (
    <p className="load-failed" role="alert">
      <TriangleAlert size={18} aria-hidden />
      <span>
        Could not load {what}: {error}
      </span>
    </p>
  );
}
