/** Copy with `code` in backticks: the code parts render as <code>, left-to-right. */
export function Inline({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? (
          <code key={index} dir="ltr" className="bg-surface-muted text-ink rounded px-1 py-0.5 font-mono text-[0.875em]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Paragraphs of copy (from a message array), with inline code. */
export function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text} className="text-ink-muted mt-4 max-w-3xl leading-relaxed">
          <Inline text={text} />
        </p>
      ))}
    </>
  );
}
