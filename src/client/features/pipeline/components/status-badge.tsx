/** A status by its name, with its colour as a dot beside the text (never colour alone). */
export function StatusBadge({ status }: { status: { name: string; color: string } }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap">
      <span
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: status.color }}
        aria-hidden="true"
      />
      {status.name}
    </span>
  );
}
