/**
 * How much of a form's files has gone while the form is sent (UI.md: every wait shows
 * progress); `sent` runs from 0 to 1 (lib/upload-form.ts).
 */
export function UploadProgress({ what, sent }: { what: string; sent: number }) {
  const percent = Math.round(sent * 100);
  const done = `${what[0]!.toUpperCase()}${what.slice(1)} uploaded, saving…`;
  return (
    <div className="space-y-1.5">
      <p role="status" className="text-sm font-medium">
        {percent < 100 ? `Uploading ${what}… ${percent}%` : done}
      </p>
      <progress
        max={100}
        value={percent}
        aria-label={`Upload of the ${what}`}
        className="h-2 w-full overflow-hidden rounded-full accent-brand-500"
      />
    </div>
  );
}
