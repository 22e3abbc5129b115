/** What a page shows when its data could not be loaded: the reason, in words. */
export function LoadFailed({ what, error }: { what: string; error: string }) {
  return (
    <p className="form-error" role="alert">
      Could not load {what}: {error}
    </p>
  );
}
